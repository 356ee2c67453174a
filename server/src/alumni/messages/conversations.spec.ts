// Conversations between members from both sides: the first message and its answer, unread counts, the list of
// conversations with the other person as members see them, paging, and what is refused (in words, never a 5xx).
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ALUMNI_MESSAGES, CURSOR_INVALID } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniPhoto, addAlumniProfile, addConversation } from '../testing/fixtures.js';
import { FORMER_MEMBER } from './people.js';
import { alumniMessagesClient, refusalsOf } from './testing.js';

const START = new Date(Date.UTC(2027, 2, 1, 9, 0));

describeOnEachBackend('alumni messages: conversations', (backend) => {
  const service = useTestService(backend);
  let clock = START.getTime();
  const tick = (ms = 60_000) => service.setClock(new Date((clock += ms)));
  const amara = () => alumniMessagesClient(service, 'amara');
  const kofi = () => alumniMessagesClient(service, 'kofi');

  beforeEach(async () => {
    clock = START.getTime();
    service.setClock(START);
    await service.addUser('amara', 'alumni', { displayName: 'Amara Obi', email: 'amara@example.org' });
    await service.addUser('kofi', 'alumni', { displayName: 'Kofi Mensah', email: 'kofi@example.org' });
    await addAlumniProfile(service, 'amara', { openToMessages: true });
    await addAlumniProfile(service, 'kofi', { openToMessages: false });
  });

  it('starts a conversation, answers it, and counts what each side has not read', async () => {
    tick();
    const first = await kofi().start('amara', '  Hello Amara, could we talk about your field work?  ');
    expect(first.statusCode, first.body).toBe(201);
    const message = first.json();
    expect(message).toMatchObject({
      senderUid: 'kofi',
      senderName: 'Kofi Mensah',
      mine: true,
      body: 'Hello Amara, could we talk about your field work?',
      sentAt: new Date(clock).toISOString(),
    });
    const id = message.conversationId as string;
    expect(id).toEqual(expect.any(String));

    expect(await amara().unread()).toBe(1);
    expect(await kofi().unread()).toBe(0);
    const [summary] = (await amara().conversations()).json().items;
    expect(summary).toEqual({
      id,
      withUid: 'kofi',
      withName: 'Kofi Mensah',
      withPhoto: null,
      lastMessage: 'Hello Amara, could we talk about your field work?',
      lastMessageAt: new Date(clock).toISOString(),
      lastFromMe: false,
      unread: 1,
      blocked: false,
      blockedByMe: false,
    });
    expect((await kofi().conversation(id)).json()).toMatchObject({ withName: 'Amara Obi', lastFromMe: true, unread: 0 });

    const read = (await amara().messages(id)).json();
    expect(read.items).toEqual([{ ...message, mine: false }]);
    expect(await amara().unread()).toBe(0);
    expect((await amara().conversation(id)).json().unread).toBe(0);

    // Kofi takes no messages, but Amara answers the conversation he started.
    tick();
    const answer = await amara().send(id, 'Gladly, Kofi.');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ conversationId: id, senderName: 'Amara Obi', mine: true });
    expect(await kofi().unread()).toBe(1);
    expect(
      (await kofi().messages(id)).json().items.map((item: { body: string; mine: boolean }) => [item.body, item.mine]),
    ).toEqual([
      ['Gladly, Kofi.', false],
      ['Hello Amara, could we talk about your field work?', true],
    ]);
    expect(await kofi().unread()).toBe(0);
  });

  it('keeps one conversation per pair: a second "Send a message" continues it', async () => {
    tick();
    const one = (await kofi().start('amara', 'First')).json();
    tick();
    const two = (await kofi().start('amara', 'Second')).json();
    expect(two.conversationId).toBe(one.conversationId);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_conversations`)).toBe(1);
    expect((await amara().conversation(one.conversationId)).json()).toMatchObject({ lastMessage: 'Second', unread: 2 });
  });

  it('names the other person only as members may see them, with their photo only when shown to alumni', async () => {
    await service.addUser('zola', 'alumni', { displayName: 'Zola Dube' });
    await addAlumniProfile(service, 'zola', { openToMessages: true, visibility: { photo: 'alumni' } });
    const zolaPhoto = await addAlumniPhoto(service, 'zola');
    await addAlumniPhoto(service, 'kofi'); // shown to staff only (the default)
    tick();
    const toZola = (await kofi().start('zola', 'Hi Zola')).json();
    tick();
    const toAmara = (await kofi().start('amara', 'Hi Amara')).json();
    tick();
    await alumniMessagesClient(service, 'zola').send(toZola.conversationId, 'Hi Kofi');

    const mine = (await kofi().conversations()).json().items;
    expect(mine.map((item: { withName: string }) => item.withName)).toEqual(['Zola Dube', 'Amara Obi']);
    expect(mine[0].withPhoto).toEqual({
      small: `/api/alumni/photos/${zolaPhoto}/small.webp`,
      large: `/api/alumni/photos/${zolaPhoto}/large.webp`,
    });
    expect(mine[1].withPhoto).toBeNull();
    const amarasView = (await amara().conversation(toAmara.conversationId)).json();
    expect(amarasView.withPhoto).toBeNull();

    // Kofi withdraws his name from members, then staff hide Zola: each becomes a former member to the other side.
    await service.database.db.execute(
      sql`UPDATE alumni_profiles SET visibility = visibility || '{"name":"only_me"}' WHERE uid = 'kofi'`,
    );
    await service.database.db.execute(sql`UPDATE alumni_profiles SET hidden_at = now() WHERE uid = 'zola'`);
    const after = (await amara().conversation(toAmara.conversationId)).json();
    expect(after).toMatchObject({ withName: FORMER_MEMBER, withPhoto: null });
    expect((await amara().messages(toAmara.conversationId)).json().items[0].senderName).toBe(FORMER_MEMBER);
    expect(JSON.stringify((await amara().messages(toAmara.conversationId)).json())).not.toContain('Kofi Mensah');
    const kofis = (await kofi().conversations()).json().items;
    expect(kofis[0]).toMatchObject({ withUid: 'zola', withName: FORMER_MEMBER, withPhoto: null });
  });

  it('pages conversations and messages with a cursor, each once, and refuses a forged cursor in words', async () => {
    for (let index = 1; index <= 5; index++) {
      tick();
      await kofi().start('amara', `message ${index}`);
    }
    const [{ id }] = (await amara().conversations()).json().items;
    const seen: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 5; pages++) {
      const page = (await amara().messages(id, query)).json();
      seen.push(...page.items.map((message: { body: string }) => message.body));
      if (!page.nextCursor) break;
      query = `?limit=2&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(seen).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);

    for (const uid of ['c1', 'c2', 'c3']) {
      await addAlumniProfile(service, uid, { openToMessages: true });
      tick();
      await kofi().start(uid, `to ${uid}`);
    }
    const withWhom: string[] = [];
    query = '?limit=3';
    for (let pages = 0; pages < 5; pages++) {
      const page = (await kofi().conversations(query)).json();
      withWhom.push(...page.items.map((item: { withUid: string }) => item.withUid));
      if (!page.nextCursor) break;
      query = `?limit=3&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(withWhom).toEqual(['c3', 'c2', 'c1', 'amara']);

    for (const forged of [
      await amara().messages(id, '?cursor=bm90LWEtY3Vyc29y'),
      await amara().conversations('?cursor=bm90LWEtY3Vyc29y'),
    ]) {
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error.fieldErrors.cursor).toBe(CURSOR_INVALID);
    }
    expect((await amara().messages(id, '?limit=500')).statusCode).toBe(400);
    expect((await amara().conversations('?limit=abc')).statusCode).toBe(400);
  });

  it('refuses an empty or overlong message in words, and writes nothing', async () => {
    const empty = await kofi().start('amara', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors.body).toBe(ALUMNI_MESSAGES.writeMessage);
    const long = await kofi().start('amara', 'x'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldErrors.body).toBe(ALUMNI_MESSAGES.messageTooLong);
    const notText = await service.request({
      method: 'POST',
      url: '/api/alumni/people/amara/messages',
      headers: service.as('kofi'),
      payload: { body: 42 },
    });
    expect(notText.statusCode).toBe(400);
    const conversation = await addConversation(service, 'kofi', 'amara');
    expect((await amara().send(conversation.id, '')).statusCode).toBe(400);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_messages`)).toBe(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM outbox`)).toBe(0);
  });

  it('refuses to start with someone closed to messages, oneself, or anyone members may not see', async () => {
    const closed = await amara().start('kofi', 'Hello');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(ALUMNI_MESSAGES.notOpenToMessages);
    const self = await amara().start('amara', 'Hello me');
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(ALUMNI_MESSAGES.messageSelf);

    await addAlumniProfile(service, 'private', { openToMessages: true, visibility: { name: 'staff' } });
    await addAlumniProfile(service, 'hidden', { openToMessages: true, hiddenAt: START, hiddenReason: 'Spam' });
    for (const uid of ['nobody', 'private', 'hidden']) {
      const refused = await kofi().start(uid, 'Hello');
      expect(refused.statusCode, uid).toBe(404);
      expect(refused.json().error.message).toBe(ALUMNI_MESSAGES.noSuchAlumnus);
    }
    const tooLong = await kofi().start('x'.repeat(300), 'Hello');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toEqual(expect.any(String));
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_conversations`)).toBe(0);
  });

  it('answers a stranger the 404 of a missing conversation, audited as a refusal, and lets them change nothing', async () => {
    await addAlumniProfile(service, 'tendai', { openToMessages: true });
    tick();
    const { conversationId: id } = (await kofi().start('amara', 'Just between us')).json();
    const stranger = alumniMessagesClient(service, 'tendai');
    const missing = await stranger.conversation('00000000-0000-4000-8000-000000000000');
    for (const refused of [await stranger.conversation(id), await stranger.messages(id), await stranger.send(id, 'Let me in')]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
      expect(refused.json().error.message).toBe(ALUMNI_MESSAGES.noSuchConversation);
    }
    // Three refusals of someone else's conversation; the one that does not exist refused nobody anything.
    expect(await refusalsOf(service, 'tendai')).toBe(3);
    expect((await stranger.conversations()).json().items).toEqual([]);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_messages`)).toBe(1);
    expect(await amara().unread()).toBe(1);
  });
});
