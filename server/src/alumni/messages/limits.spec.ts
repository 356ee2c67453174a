// The rate limits (messages per ten minutes, new conversations per day) and two first messages at once.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniProfile } from '../testing/fixtures.js';
import { ALUMNI_MESSAGES_PER_SENDER, NEW_CONVERSATIONS_PER_SENDER } from './messageRate.js';
import { alumniMessagesClient } from './testing.js';

const START = new Date(Date.UTC(2027, 2, 1, 9, 0));

describeOnEachBackend('alumni messages: limits and races', (backend) => {
  const service = useTestService(backend);
  const amara = () => alumniMessagesClient(service, 'amara');
  const kofi = () => alumniMessagesClient(service, 'kofi');

  beforeEach(async () => {
    service.setClock(START);
    await addAlumniProfile(service, 'amara', { openToMessages: true });
    await addAlumniProfile(service, 'kofi', { openToMessages: true });
  });

  it('limits how many messages one sender sends in ten minutes, in words', async () => {
    const { conversationId: id } = (await kofi().start('amara', 'note 0')).json();
    for (let index = 1; index < ALUMNI_MESSAGES_PER_SENDER.limit; index++)
      expect((await kofi().send(id, `note ${index}`)).statusCode).toBe(201);
    for (const refused of [await kofi().send(id, 'one too many'), await kofi().start('amara', 'and another')]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(ALUMNI_MESSAGES.tooManyMessages);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_messages`)).toBe(ALUMNI_MESSAGES_PER_SENDER.limit);
    // The other side is counted on their own.
    expect((await amara().send(id, 'Slow down a little!')).statusCode).toBe(201);
    service.setClock(new Date(START.getTime() + ALUMNI_MESSAGES_PER_SENDER.windowMs));
    expect((await kofi().send(id, 'Sorry!')).statusCode).toBe(201);
  });

  it('limits new conversations a day, while answering old ones goes on', async () => {
    const uids = Array.from({ length: NEW_CONVERSATIONS_PER_SENDER.limit + 1 }, (_, index) => `member-${index}`);
    for (const uid of uids) await addAlumniProfile(service, uid, { openToMessages: true });
    const first = (await kofi().start(uids[0]!, 'Hello')).json();
    for (const uid of uids.slice(1, NEW_CONVERSATIONS_PER_SENDER.limit))
      expect((await kofi().start(uid, 'Hello')).statusCode).toBe(201);
    const refused = await kofi().start(uids.at(-1)!, 'Hello');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(ALUMNI_MESSAGES.tooManyMessages);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_conversations`)).toBe(NEW_CONVERSATIONS_PER_SENDER.limit);
    expect((await kofi().send(first.conversationId, 'Following up')).statusCode).toBe(201);
    expect((await kofi().start(uids[0]!, 'And again')).statusCode).toBe(201);
  });

  it('makes one conversation of first messages sent at the same moment, from either side', async () => {
    const answers = await Promise.all([
      kofi().start('amara', 'Hello from Kofi'),
      amara().start('kofi', 'Hello from Amara'),
      kofi().start('amara', 'Hello again from Kofi'),
      amara().start('kofi', 'Hello again from Amara'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json().conversationId));
    expect(ids.size).toBe(1);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_conversations`)).toBe(1);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_messages`)).toBe(4);
  });
});
