import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifiedAs } from '../account/testing.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';

const MESSAGE = {
  kind: 'volunteer',
  name: 'Amina Diallo',
  email: 'Amina@Example.org',
  message: 'I would like to volunteer at your next workshop in Dakar.',
};
const PLEDGE = { name: 'Kwame Mensah', email: 'kwame@example.org', amount: 40, frequency: 'monthly' };

/** The link path ("/follow-up/…" or "/fr/follow-up/…") in the newest reply e-mail to `to`. */
async function replyLink(service: ReturnType<typeof useTestService>, to: string): Promise<string> {
  const mail = (await mailIn(service)).filter((each) => each.kind === 'follow_up_reply' && each.to === to).at(-1);
  const found = /https?:\/\/[^\s]+?(\/(?:fr\/)?follow-up\/([A-Za-z0-9_-]{43}))/.exec(mail?.text ?? '');
  if (!found) throw new Error(`no reply link to ${to}`);
  return found[2]!;
}

describeOnEachBackend('the follow-up inbox', (backend) => {
  const service = useTestService(backend, { settings: { staffEmail: 'team@example.org' } });
  beforeEach(async () => {
    service.setClock(null);
    await service.addUser('sam', 'staff', { email: 'sam@example.org', displayName: 'Sam Okoro' });
    await service.addUser('ada', 'admin', { email: 'ada@example.org', displayName: 'Ada Admin', locale: 'fr' });
    await service.addUser('cleo', 'content_editor', { email: 'cleo@example.org' });
  });

  const staff = (uid = 'sam') => service.as(uid);
  const sendMessage = (payload: object, ip = '203.0.113.5', language = 'en') =>
    service.request({
      method: 'POST',
      url: '/api/public/messages',
      payload,
      headers: { 'x-forwarded-for': ip, 'accept-language': language },
    });
  const sendPledge = (payload: object, ip = '203.0.113.6', language = 'en') =>
    service.request({
      method: 'POST',
      url: '/api/public/pledges',
      payload,
      headers: { 'x-forwarded-for': ip, 'accept-language': language },
    });
  const list = async (query = '', uid = 'sam') => {
    const response = await service.request({ method: 'GET', url: `/api/follow-ups${query}`, headers: staff(uid) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: { id: string; kind: string; status: string; name: string; owner: unknown }[];
      nextCursor: string | null;
    };
  };
  const thread = (id: string) => service.request({ method: 'GET', url: `/api/follow-ups/${id}`, headers: staff() });
  const reply = (id: string, body: string, uid = 'sam') =>
    service.request({ method: 'POST', url: `/api/follow-ups/${id}/replies`, headers: staff(uid), payload: { body } });
  const openLink = (token: string, ip = '198.51.100.1') =>
    service.request({ method: 'GET', url: `/api/public/follow-ups/${token}`, headers: { 'x-forwarded-for': ip } });
  const answer = (token: string, message: string, ip = '198.51.100.1') =>
    service.request({
      method: 'POST',
      url: `/api/public/follow-ups/${token}/answers`,
      headers: { 'x-forwarded-for': ip },
      payload: { message },
    });

  it('puts every message and pledge in the inbox as new, with the sender’s language; the dashboard counts them', async () => {
    expect((await sendMessage(MESSAGE, '203.0.113.5', 'fr')).statusCode).toBe(202);
    expect((await sendPledge(PLEDGE)).statusCode).toBe(202);
    const { items } = await list();
    expect(items.map((item) => [item.kind, item.status, item.name, item.owner])).toEqual([
      ['pledge', 'new', 'Kwame Mensah', null],
      ['volunteer', 'new', 'Amina Diallo', null],
    ]);
    expect(items[0]).toMatchObject({ preview: '', pledge: { amount: 40, currency: expect.any(String), frequency: 'monthly' } });
    expect(items[1]).toMatchObject({ locale: 'fr', preview: MESSAGE.message, pledge: null, replies: 0, senderGoneAt: null });
    const counts = await service.request({ method: 'GET', url: '/api/follow-ups/counts', headers: staff() });
    expect(counts.json()).toEqual({
      open: 2,
      new: 2,
      inProgress: 0,
      mine: 0,
      byKind: { contact: 0, volunteer: 1, mentor: 0, partner: 0, pledge: 1 },
    });
  });

  it('replies by e-mail in the sender’s language with a link; the sender answers on the site and the item opens again', async () => {
    await sendMessage(MESSAGE, '203.0.113.5', 'fr');
    const [item] = (await list()).items;
    const replied = await reply(item!.id, 'Merci ! Pouvez-vous venir le 12 ?\n<b>pas de balise</b>');
    expect(replied.statusCode, replied.body).toBe(201);
    // A new item is in progress once answered, and the one who replied owns it.
    expect(replied.json().item).toMatchObject({ status: 'in_progress', owner: { uid: 'sam', name: 'Sam Okoro' }, replies: 1 });
    expect(replied.json().entries).toEqual([
      expect.objectContaining({
        type: 'reply',
        author: { uid: 'sam', name: 'Sam Okoro' },
        body: expect.stringContaining('Merci'),
      }),
    ]);
    const mail = (await mailIn(service)).find((each) => each.kind === 'follow_up_reply')!;
    expect(mail.to).toBe(MESSAGE.email);
    expect(mail.subject).toBe('Une réponse à votre message à Scientist-Leaders Africa');
    expect(mail.text).toContain('Merci ! Pouvez-vous venir le 12 ?');
    expect(mail.text).toContain('/fr/follow-up/');
    expect(mail.html).not.toContain('<b>pas');
    // Only the hash is kept.
    const token = await replyLink(service, MESSAGE.email);
    const stored = await service.rows(sql`SELECT token_hash FROM follow_up_links`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);

    await service.request({ method: 'PATCH', url: `/api/follow-ups/${item!.id}`, headers: staff(), payload: { status: 'done' } });
    await service.request({
      method: 'POST',
      url: `/api/follow-ups/${item!.id}/notes`,
      headers: staff(),
      payload: { body: 'Internal: call her' },
    });
    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    // The sender sees their message and the reply, never the note nor who on staff wrote.
    expect(opened.json()).toEqual({
      name: 'Amina Diallo',
      kind: 'volunteer',
      receivedAt: expect.any(String),
      message: MESSAGE.message,
      entries: [{ fromYou: false, body: expect.stringContaining('Merci'), at: expect.any(String) }],
    });
    expect(JSON.stringify(opened.json())).not.toContain('Internal');
    expect(JSON.stringify(opened.json())).not.toContain('Sam');

    const answered = await answer(token, 'Oui, je serai là le 12.');
    expect(answered.statusCode, answered.body).toBe(201);
    const after = (await thread(item!.id)).json();
    expect(after.item.status).toBe('in_progress');
    expect(after.entries.map((entry: { type: string }) => entry.type)).toEqual(['reply', 'note', 'answer']);
    expect(after.entries[2].author).toBeNull();
    // The owner is told (in their language, English here), not what was said.
    const told = (await mailIn(service)).find((each) => each.kind === 'follow_up_answer')!;
    expect(told).toMatchObject({ to: 'sam@example.org', subject: 'Amina Diallo answered in the follow-up inbox' });
    expect(told.text).not.toContain('je serai là');
    expect(told.text).toContain(`/admin/inbox/${item!.id}`);
  });

  it('filters by status, owner and kind, and pages by keyset', async () => {
    for (let i = 0; i < 5; i++) {
      service.setClock(new Date(Date.UTC(2026, 2, 1, 10, i)));
      await sendMessage({ ...MESSAGE, kind: i % 2 ? 'contact' : 'partner', name: `Sender ${i}` }, `192.0.2.${i}`);
    }
    service.setClock(null);
    const all = (await list()).items;
    expect(all.map((item) => item.name)).toEqual(['Sender 4', 'Sender 3', 'Sender 2', 'Sender 1', 'Sender 0']);
    await service.request({
      method: 'PATCH',
      url: `/api/follow-ups/${all[0]!.id}`,
      headers: staff(),
      payload: { ownerUid: 'ada' },
    });
    await service.request({
      method: 'PATCH',
      url: `/api/follow-ups/${all[1]!.id}`,
      headers: staff(),
      payload: { status: 'done', ownerUid: 'sam' },
    });
    const names = async (query: string) => (await list(query)).items.map((item) => item.name);
    expect(await names('?kind=contact')).toEqual(['Sender 3', 'Sender 1']);
    expect(await names('?status=done')).toEqual(['Sender 3']);
    expect(await names('?status=open')).toEqual(['Sender 4', 'Sender 2', 'Sender 1', 'Sender 0']);
    expect(await names('?owner=ada')).toEqual(['Sender 4']);
    expect(await names('?owner=none')).toEqual(['Sender 2', 'Sender 1', 'Sender 0']);
    expect(await names('?owner=sam&status=open')).toEqual([]);
    expect(await names('?kind=partner&status=new&owner=none')).toEqual(['Sender 2', 'Sender 0']);
    const first = await list('?limit=2');
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect([...first.items, ...second.items, ...third.items].map((item) => item.name)).toEqual(all.map((item) => item.name));
    expect(third.nextCursor).toBeNull();
    const counts = await service.request({ method: 'GET', url: '/api/follow-ups/counts', headers: staff('ada') });
    expect(counts.json()).toMatchObject({ open: 4, new: 4, inProgress: 0, mine: 1 });
  });

  it('refuses bad input in plain words: unknown filters, an owner who is not staff, empty or too long text', async () => {
    await sendMessage(MESSAGE);
    const [item] = (await list()).items;
    const bad = await service.request({ method: 'GET', url: '/api/follow-ups?status=closed&kind=spam', headers: staff() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toEqual({ status: 'Choose a status.', kind: 'Choose a kind.' });
    const notStaff = await service.request({
      method: 'PATCH',
      url: `/api/follow-ups/${item!.id}`,
      headers: staff(),
      payload: { ownerUid: 'cleo' },
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.fieldErrors).toEqual({ ownerUid: 'Choose a member of staff.' });
    const nothing = await service.request({ method: 'PATCH', url: `/api/follow-ups/${item!.id}`, headers: staff(), payload: {} });
    expect(nothing.json().error.fieldErrors).toEqual({ status: 'Choose a status or an owner.' });
    expect((await reply(item!.id, '   ')).json().error.fieldErrors).toEqual({ body: 'Write your reply.' });
    expect((await reply(item!.id, 'x'.repeat(5001))).json().error.fieldErrors).toEqual({
      body: 'Keep it to 5,000 characters or fewer.',
    });
    const unknown = await thread('no-such-item');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No such item in the inbox.');
    expect((await service.rows(sql`SELECT * FROM follow_up_entries`)).length).toBe(0);
    expect((await mailIn(service)).filter((each) => each.kind === 'follow_up_reply')).toEqual([]);
  });

  describe('a reply link', () => {
    it('answers the same 404 for a made-up, malformed or expired link', async () => {
      await sendMessage(MESSAGE);
      const [item] = (await list()).items;
      await reply(item!.id, 'Thank you, see you soon.');
      const token = await replyLink(service, MESSAGE.email);
      const refused = [await openLink('A'.repeat(43)), await openLink('short'), await answer('B'.repeat(43), 'Hello there')];
      for (const response of refused) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(
          'This link does not work any more. If you want to write to us again, use the contact form.',
        );
      }
      service.setClock(new Date(Date.now() + 91 * 86_400_000));
      expect((await openLink(token)).statusCode).toBe(404);
    });

    it('limits answers: 5 per IP in 10 minutes, then 429 (nothing stored)', async () => {
      await sendMessage(MESSAGE);
      const [item] = (await list()).items;
      await reply(item!.id, 'Thank you, see you soon.');
      const token = await replyLink(service, MESSAGE.email);
      for (let i = 0; i < 5; i++) expect((await answer(token, `Answer number ${i}`, '198.51.100.9')).statusCode).toBe(201);
      const limited = await answer(token, 'One more answer', '198.51.100.9');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await service.count(sql`SELECT count(*) AS n FROM follow_up_entries WHERE type = 'answer'`)).toBe(5);
      const empty = await answer(token, '  ', '198.51.100.10');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fieldErrors).toEqual({ message: 'Write your message.' });
    });
  });

  it('puts the sender’s threads in their data download: what they sent, our replies and their answers, never notes or names', async () => {
    await sendMessage(MESSAGE);
    await sendPledge({ ...PLEDGE, email: 'AMINA@example.org' });
    await sendMessage({ ...MESSAGE, name: 'Bola Ade', email: 'someone.else@example.org', message: 'Not Amina’s message.' });
    const items = (await list()).items;
    const message = items.find((item) => item.name === 'Amina Diallo')!;
    const pledge = items.find((item) => item.kind === 'pledge')!;
    await reply(message.id, 'Thank you Amina! Can you come on the 12th?');
    await service.request({
      method: 'POST',
      url: `/api/follow-ups/${message.id}/notes`,
      headers: staff(),
      payload: { body: 'Internal: she was late last year' },
    });
    await service.request({
      method: 'POST',
      url: `/api/follow-ups/${pledge.id}/notes`,
      headers: staff('ada'),
      payload: { body: 'Internal: check the pledge amount' },
    });
    expect((await answer(await replyLink(service, MESSAGE.email), 'Yes, I will be there.')).statusCode).toBe(201);
    await service.addUser('amina', 'applicant', { email: 'amina@example.org' });
    const download = (headers: Record<string, string>) =>
      service.request({ method: 'GET', url: '/api/users/me/export', headers });

    const mine = await download(verifiedAs('amina', 'amina@example.org'));
    expect(mine.statusCode, mine.body).toBe(200);
    const { followUps } = mine.json();
    expect(followUps).toEqual([
      {
        id: message.id,
        kind: 'volunteer',
        receivedAt: expect.any(String),
        message: MESSAGE.message,
        conversation: [
          { from: 'our team', body: 'Thank you Amina! Can you come on the 12th?', at: expect.any(String) },
          { from: 'you', body: 'Yes, I will be there.', at: expect.any(String) },
        ],
      },
      { id: pledge.id, kind: 'pledge', receivedAt: expect.any(String), message: '', conversation: [] },
    ]);
    // Staff's notes, names and ids are not in the download at all, nor anyone else's message.
    for (const hidden of ['Internal:', 'Sam Okoro', 'Ada Admin', '"sam"', 'Not Amina’s message.'])
      expect(mine.body, hidden).not.toContain(hidden);
    // An address the identity provider has not verified gets no replies: it may not be hers.
    const unverified = await download(service.as('amina', 'amina@example.org'));
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json().followUps).toEqual([]);
  });

  it('when the sender deletes their account: the items stay, marked; their links end; a reply is refused with the date', async () => {
    await sendMessage(MESSAGE);
    await sendPledge({ ...PLEDGE, email: 'amina@example.org' });
    const [pledge, message] = (await list()).items;
    await reply(message!.id, 'Thank you, see you soon.');
    const token = await replyLink(service, MESSAGE.email);
    // The same address, any case, signed up later and deleted the account.
    await service.addUser('amina', 'applicant', { email: 'amina@example.org' });
    service.setClock(new Date(Date.UTC(2026, 3, 2, 9)));
    const deleted = await service.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: service.as('amina'),
      payload: { confirm: 'amina@example.org' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const item of [message!, pledge!]) {
      const read = (await thread(item.id)).json();
      expect(read.item.senderGoneAt).toBe('2026-04-02T09:00:00.000Z');
    }
    expect((await service.rows(sql`SELECT * FROM follow_up_links`)).length).toBe(0);
    expect((await openLink(token)).statusCode).toBe(404);
    const mailBefore = (await mailIn(service)).length;
    const refused = await reply(message!.id, 'Did you get our last e-mail?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'The sender deleted their account on 2 April 2026, so nothing more can be sent to them. You can still add a note.',
    );
    expect((await mailIn(service)).length).toBe(mailBefore);
    const noted = await service.request({
      method: 'POST',
      url: `/api/follow-ups/${message!.id}/notes`,
      headers: staff(),
      payload: { body: 'Closed: the account was deleted.' },
    });
    expect(noted.statusCode).toBe(201);
    const closed = await service.request({
      method: 'PATCH',
      url: `/api/follow-ups/${message!.id}`,
      headers: staff(),
      payload: { status: 'done' },
    });
    expect(closed.json().item.status).toBe('done');
  });

  it('lists the staff and admins who may own an item, not suspended, by name', async () => {
    await service.addUser('zed', 'staff', { email: 'zed@example.org', suspendedAt: new Date() });
    const owners = await service.request({ method: 'GET', url: '/api/follow-ups/owners', headers: staff() });
    expect(owners.json().items).toEqual([
      { uid: 'ada', name: 'Ada Admin' },
      { uid: 'sam', name: 'Sam Okoro' },
    ]);
  });
});
