// Blocks: either side's block stops new messages both ways, the conversation stays readable, and ending one's own
// block lets messages through again (unless the other side blocked too).
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniProfile } from '../testing/fixtures.js';
import { alumniMessagesClient } from './testing.js';

const START = new Date(Date.UTC(2027, 2, 1, 9, 0));

describeOnEachBackend('alumni messages: blocks', (backend) => {
  const service = useTestService(backend);
  let clock = START.getTime();
  const tick = (ms = 60_000) => service.setClock(new Date((clock += ms)));
  const amara = () => alumniMessagesClient(service, 'amara');
  const kofi = () => alumniMessagesClient(service, 'kofi');
  let id = '';

  beforeEach(async () => {
    clock = START.getTime();
    service.setClock(START);
    await addAlumniProfile(service, 'amara', { openToMessages: true });
    await addAlumniProfile(service, 'kofi', { openToMessages: true });
    tick();
    id = (await kofi().start('amara', 'Hello')).json().conversationId;
  });

  const refusedBoth = async () => {
    for (const refused of [
      await amara().send(id, 'Hi'),
      await kofi().send(id, 'Hi'),
      await amara().start('kofi', 'Hi'),
      await kofi().start('amara', 'Hi'),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(ALUMNI_MESSAGES.blocked);
    }
  };

  it('stops messages both ways, keeps the conversation readable, and says who blocked', async () => {
    expect((await amara().block('kofi')).statusCode).toBe(204);
    expect((await amara().block('kofi')).statusCode).toBe(204);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_blocks`)).toBe(1);
    await refusedBoth();
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_messages`)).toBe(1);

    const messages = await amara().messages(id);
    expect(messages.statusCode).toBe(200);
    expect(messages.json().items.map((item: { body: string }) => item.body)).toEqual(['Hello']);
    expect((await amara().conversation(id)).json()).toMatchObject({ blocked: true, blockedByMe: true });
    expect((await kofi().conversation(id)).json()).toMatchObject({ blocked: true, blockedByMe: false });

    expect((await amara().unblock('kofi')).statusCode).toBe(204);
    expect((await amara().unblock('kofi')).statusCode).toBe(204);
    tick();
    expect((await kofi().send(id, 'Hello again')).statusCode).toBe(201);
    expect((await amara().conversation(id)).json()).toMatchObject({ blocked: false, blockedByMe: false });
  });

  it("keeps the other side's block when one ends one's own", async () => {
    await amara().block('kofi');
    await kofi().block('amara');
    await amara().unblock('kofi');
    await refusedBoth();
    expect((await amara().conversation(id)).json()).toMatchObject({ blocked: true, blockedByMe: false });
  });

  it('refuses to block oneself or someone unknown, in words', async () => {
    const self = await amara().block('amara');
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(ALUMNI_MESSAGES.blockSelf);
    expect((await amara().unblock('amara')).statusCode).toBe(400);
    const unknown = await amara().block('nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ALUMNI_MESSAGES.noSuchAlumnus);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_blocks`)).toBe(0);
  });

  it('lets a member block an admin who wrote to them, though admins have no profile', async () => {
    await service.addUser('ada', 'admin', { displayName: 'Ada Admin' });
    tick();
    const fromAdmin = (await alumniMessagesClient(service, 'ada').start('amara', 'Welcome to the network')).json();
    expect((await amara().conversation(fromAdmin.conversationId)).json().withName).toBe('Ada Admin');
    expect((await amara().block('ada')).statusCode).toBe(204);
    expect((await alumniMessagesClient(service, 'ada').send(fromAdmin.conversationId, 'Hello?')).statusCode).toBe(403);
  });
});
