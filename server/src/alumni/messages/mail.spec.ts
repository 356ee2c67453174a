// The e-mail notice of a new message: to the recipient only, with the sender's name as members see it and never an
// address, one e-mail for a burst, and none for someone who turned "messages" off.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniProfile } from '../testing/fixtures.js';
import { FORMER_MEMBER } from './people.js';
import { MAIL_PAUSE_MS } from './tellRecipient.js';
import { alumniMessagesClient } from './testing.js';

const START = new Date(Date.UTC(2027, 2, 1, 9, 0));

describeOnEachBackend('alumni messages: e-mail notices', (backend) => {
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
    await addAlumniProfile(service, 'kofi', { openToMessages: true });
  });

  it("e-mails the recipient a link to the conversation, with the sender's words and never the sender's address", async () => {
    tick();
    const sent = (await kofi().start('amara', 'Could we talk about <b>your</b> thesis?')).json();
    const [mail, ...more] = await mailIn(service);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'alumni_message', to: 'amara@example.org', replyTo: null });
    expect(mail!.subject).toBe('A message from Kofi Mensah in the alumni network');
    expect(mail!.text).toContain('Dear Amara Obi,');
    expect(mail!.text).toContain('Could we talk about <b>your</b> thesis?');
    expect(mail!.text).toContain(`http://localhost:4200/alumni/messages/${sent.conversationId}`);
    expect(mail!.html).toContain('Could we talk about &lt;b&gt;your&lt;/b&gt; thesis?');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:4200\/api\/public\/email\/unsubscribe\?/);
    expect(JSON.stringify(mail)).not.toContain('kofi@example.org');
    expect(await service.count(sql`SELECT count(*) AS n FROM outbox WHERE dedupe_key = ${`alumni_message:${sent.id}`}`)).toBe(1);

    tick();
    await amara().send(sent.conversationId, 'Yes, gladly.');
    const answer = (await mailIn(service))[1]!;
    expect(answer).toMatchObject({ to: 'kofi@example.org', subject: 'A message from Amara Obi in the alumni network' });
    expect(JSON.stringify(answer)).not.toContain('amara@example.org');
  });

  it('names a sender whose name members may not see as a former member, in the e-mail too', async () => {
    const { conversationId } = (await kofi().start('amara', 'Hello')).json();
    await service.database.db.execute(
      sql`UPDATE alumni_profiles SET visibility = visibility || '{"name":"staff"}' WHERE uid = 'amara'`,
    );
    tick(MAIL_PAUSE_MS);
    await amara().send(conversationId, 'Hello back');
    const toKofi = (await mailIn(service)).find((mail) => mail.to === 'kofi@example.org')!;
    expect(toKofi.subject).toBe(`A message from ${FORMER_MEMBER} in the alumni network`);
    expect(JSON.stringify(toKofi)).not.toContain('Amara');
  });

  it('sends one e-mail for a burst, again after a pause, and again once the conversation was read', async () => {
    tick();
    const { conversationId: id } = (await kofi().start('amara', 'One')).json();
    tick();
    await kofi().send(id, 'Two');
    tick();
    await kofi().start('amara', 'Three, from the profile page');
    expect(await mailIn(service)).toHaveLength(1);
    tick(MAIL_PAUSE_MS);
    await kofi().send(id, 'Four, much later, still unread');
    expect(await mailIn(service)).toHaveLength(2);
    tick();
    await amara().messages(id);
    tick();
    await kofi().send(id, 'Five, after Amara read the rest');
    expect((await mailIn(service)).map((mail) => mail.to)).toEqual([
      'amara@example.org',
      'amara@example.org',
      'amara@example.org',
    ]);
    // Each side's notices are their own: Kofi's first notice is not held back by Amara's.
    tick();
    await amara().send(id, 'Thanks!');
    expect((await mailIn(service)).map((mail) => mail.to).at(-1)).toBe('kofi@example.org');
  });

  it("sends no e-mail to someone who turned 'messages' off, and still delivers the message", async () => {
    const off = await service.request({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: service.as('amara'),
      payload: { decisions: true, messages: false, newsletter: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await kofi().start('amara', 'Are you there?')).statusCode).toBe(201);
    expect(await mailIn(service)).toEqual([]);
    expect(await amara().unread()).toBe(1);
  });

  it('writes to each member in their own language (users.locale): French to one who chose it, English to the other', async () => {
    const NNBSP = '\u202f';
    const chose = await service.request({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: service.as('amara'),
      payload: { locale: 'fr' },
    });
    expect(chose.statusCode).toBe(200);
    tick();
    // The sender's page language does not matter: the e-mail is in the recipient's.
    const started = await service.request({
      method: 'POST',
      url: '/api/alumni/people/amara/messages',
      headers: { ...service.as('kofi'), 'accept-language': 'en' },
      payload: { body: 'Could we talk about your thesis?' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { conversationId } = started.json();
    tick();
    await service.request({
      method: 'POST',
      url: `/api/alumni/conversations/${conversationId}/messages`,
      headers: { ...service.as('amara'), 'accept-language': 'fr' },
      payload: { body: 'Oui, avec plaisir.' },
    });

    const [toAmara, toKofi] = await mailIn(service);
    expect(toAmara).toMatchObject({ kind: 'alumni_message', to: 'amara@example.org' });
    expect(toAmara!.subject).toBe('Kofi Mensah vous a écrit dans le réseau des alumni');
    expect(toAmara!.text).toContain(
      `Bonjour Amara Obi,\n\nKofi Mensah vous a envoyé un message dans le réseau des alumni${NNBSP}:\n\nCould we talk about your thesis?`,
    );
    expect(toAmara!.text).toContain(`Lire et répondre${NNBSP}:\nhttp://localhost:4200/fr/alumni/messages/${conversationId}`);
    expect(toAmara!.text).toContain('Bien cordialement,\nL’équipe Scientist-Leaders Africa');
    // The unsubscribe line optional mail gets is in her language too.
    expect(toAmara!.text).toMatch(
      /--\nVous recevez des e-mails quand il y a du nouveau pour vous dans votre portail\. Pour ne plus les recevoir, ouvrez http:\/\/localhost:4200\/fr\/email\/unsubscribe\?\S+ ou modifiez vos préférences d’e-mails sur http:\/\/localhost:4200\/fr\/account$/,
    );

    expect(toKofi).toMatchObject({ kind: 'alumni_message', to: 'kofi@example.org' });
    expect(toKofi!.subject).toBe('A message from Amara Obi in the alumni network');
    expect(toKofi!.text).toContain(
      'Dear Kofi Mensah,\n\nAmara Obi sent you a message in the alumni network:\n\nOui, avec plaisir.',
    );
    expect(toKofi!.text).toContain(`Read and answer:\nhttp://localhost:4200/alumni/messages/${conversationId}`);
    expect(toKofi!.text).toMatch(
      /--\nYou get e-mails when there is news for you in your portal\. To stop them, open http:\/\/localhost:4200\/email\/unsubscribe\?/,
    );
    expect(toKofi!.text).toContain('With warm wishes,\nThe Scientist-Leaders Africa team');
  });
});
