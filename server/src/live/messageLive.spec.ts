// A new message reaches its recipient's own live stream (GET /users/me/live), so their open conversation or mentor
// thread loads it without being opened again; the sender's own streams hear nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageArrival } from '@sla/contract';
import { openRoleStream } from '../account/live/openRoleStream.js';
import { createRoleChangeBus } from '../account/live/roleChangeBus.js';
import { addAlumniProfile } from '../alumni/testing/fixtures.js';
import { alumniMessagesClient } from '../alumni/messages/testing.js';
import { addCohort, addMentorship } from '../learning/testing/fixtures.js';
import { mentoringClient } from '../learning/mentoring/testing.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { fakeSink } from '../testing/eventStreams.js';
import { useTestService } from '../testing/useTestService.js';
import { createMessageBus } from './messageBus.js';

describeOnEachBackend('new messages on the recipient’s live stream', (backend) => {
  const service = useTestService(backend);
  const heard: Record<string, MessageArrival[]> = {};
  const stops: (() => void)[] = [];
  const listen = (uid: string) => {
    heard[uid] = [];
    stops.push(service.ctx.messages.subscribe(uid, (arrival) => heard[uid]!.push(arrival)));
  };
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  beforeEach(async () => {
    await service.addUser('amara', 'alumni', { displayName: 'Amara Obi' });
    await service.addUser('kofi', 'alumni', { displayName: 'Kofi Mensah' });
    await addAlumniProfile(service, 'amara', { openToMessages: true });
    await addAlumniProfile(service, 'kofi', { openToMessages: true });
    listen('amara');
    listen('kofi');
  });

  it('tells the recipient of an alumni conversation’s first message and of each answer, never the sender', async () => {
    const first = await alumniMessagesClient(service, 'kofi').start('amara', 'Hello Amara');
    expect(first.statusCode, first.body).toBe(201);
    const threadId = first.json().conversationId as string;
    expect(heard).toEqual({ amara: [{ kind: 'alumni', threadId }], kofi: [] });
    expect((await alumniMessagesClient(service, 'amara').send(threadId, 'Hello Kofi')).statusCode).toBe(201);
    expect(heard).toEqual({ amara: [{ kind: 'alumni', threadId }], kofi: [{ kind: 'alumni', threadId }] });
  });

  it('tells nobody of a message that was refused', async () => {
    await service.addUser('outsider', 'student');
    expect((await alumniMessagesClient(service, 'outsider').start('amara', 'Hello')).statusCode).toBe(403);
    expect(heard.amara).toEqual([]);
  });

  it('tells the other side of a mentor thread', async () => {
    await service.addUser('ines', 'student');
    await service.addUser('mentor', 'staff');
    listen('ines');
    listen('mentor');
    const cohort = await addCohort(service);
    const threadId = (await addMentorship(service, { studentUid: 'ines', mentorUid: 'mentor', cohortId: cohort.id })).id;
    expect((await mentoringClient(service, 'ines').send(threadId, 'A question')).statusCode).toBe(201);
    expect(heard.mentor).toEqual([{ kind: 'mentor', threadId }]);
    expect((await mentoringClient(service, 'mentor').send(threadId, 'An answer')).statusCode).toBe(201);
    expect(heard.ines).toEqual([{ kind: 'mentor', threadId }]);
    expect(heard.mentor).toHaveLength(1);
  });
});

describe('openRoleStream with messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the listener’s own new messages as `message` events beside their role changes', () => {
    const roles = createRoleChangeBus();
    const messages = createMessageBus();
    const { sink, written, close } = fakeSink();
    openRoleStream(sink, roles, 'ada', undefined, messages);
    messages.publish('bo', { kind: 'alumni', threadId: 'c-bo' });
    messages.publish('ada', { kind: 'mentor', threadId: 'm-1' });
    roles.publish('ada', 'alumni');
    expect(written.map((chunk) => chunk.replace(/^id: [\w-]+\n/, ''))).toEqual([
      ': connected\n\n',
      'event: message\ndata: {"message":{"kind":"mentor","threadId":"m-1"}}\n\n',
      'event: role\ndata: {"role":"alumni"}\n\n',
    ]);
    close();
    messages.publish('ada', { kind: 'mentor', threadId: 'm-1' });
    expect(written).toHaveLength(3);
  });
});
