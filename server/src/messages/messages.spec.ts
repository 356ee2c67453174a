import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { MESSAGE_KIND_TEXT } from '../mail/templates/messageKinds.js';
import { RATE_LIMITED } from '../rateLimit/enforceRateLimits.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';

const GOOD = {
  kind: 'mentor',
  name: 'Dr Wanjiru Kamau',
  email: 'w.kamau@example.org',
  organisation: 'A genomics lab in Nairobi',
  message: 'I would like to mentor an early-career researcher in bioinformatics.\n\nI can give two hours a month.',
};

describeOnEachBackend('contact and get involved messages', (backend) => {
  const service = useTestService(backend, { settings: { staffEmail: 'team@example.org' } });
  beforeEach(async () => {
    await service.addUser('staff-reader', 'staff');
  });

  const send = (payload: unknown, ip = '203.0.113.20') =>
    service.request({
      method: 'POST',
      url: '/api/public/messages',
      payload: payload as object,
      headers: { 'x-forwarded-for': ip },
    });
  const stored = () => service.count(sql`SELECT count(*) AS n FROM messages`);

  it('stores the message, e-mails it to staff (reply goes to the sender) and acknowledges it to the sender, and answers 202', async () => {
    const response = await send(GOOD);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: MESSAGE_KIND_TEXT.mentor.thanks });
    const list = await service.request({ method: 'GET', url: '/api/messages', headers: service.as('staff-reader') });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        kind: 'mentor',
        name: GOOD.name,
        email: GOOD.email,
        organisation: GOOD.organisation,
        message: GOOD.message,
      }),
    ]);

    const [toStaff, toSender, ...more] = await mailIn(service);
    expect(more).toEqual([]);
    expect(toStaff).toMatchObject({
      kind: 'message_to_staff',
      to: 'team@example.org',
      replyTo: GOOD.email,
      subject: '[Mentor] Message from Dr Wanjiru Kamau',
    });
    expect(toStaff!.text).toContain(GOOD.message);
    expect(toSender).toMatchObject({ kind: 'message_receipt', to: GOOD.email, replyTo: 'team@example.org' });
    // A fixed text: nothing the visitor typed reaches the address they gave, not even the name.
    for (const typed of [GOOD.name, 'bioinformatics', GOOD.organisation])
      expect(`${toSender!.subject}\n${toSender!.text}\n${toSender!.html}`).not.toContain(typed);
    expect(toSender!.text).toContain(MESSAGE_KIND_TEXT.mentor.receipt);
  });

  it('acknowledges to any one address at most twice a day; staff still get every message', async () => {
    for (let i = 0; i < 4; i++) expect((await send(GOOD, `192.0.2.${100 + i}`)).statusCode).toBe(202);
    const mail = await mailIn(service);
    expect(mail.filter((each) => each.kind === 'message_receipt')).toHaveLength(2);
    expect(mail.filter((each) => each.kind === 'message_to_staff')).toHaveLength(4);
    service.setClock(new Date(Date.now() + 25 * 3600_000));
    await send(GOOD, '192.0.2.120');
    expect((await mailIn(service)).filter((each) => each.kind === 'message_receipt')).toHaveLength(3);
    service.setClock(null);
  });

  it('escapes what the sender typed in the HTML e-mail', async () => {
    await send({
      ...GOOD,
      kind: 'contact',
      name: '<b>Bold</b> Name',
      message: '<script>alert("x")</script> and <a href="http://evil">link</a>',
    });
    const [toStaff, toSender] = await mailIn(service);
    expect(toStaff!.html).not.toMatch(/<script|<a href="http:\/\/evil"|<b>/);
    expect(toStaff!.html).toContain('&lt;script&gt;');
    expect(toSender!.html).not.toContain('Bold');
  });

  it('answers a filled honeypot exactly like success, storing and sending nothing', async () => {
    const honest = await send({ ...GOOD, kind: 'volunteer' });
    await service.reset();
    const robot = await send({ ...GOOD, kind: 'volunteer', website: 'http://spam.example' });
    expect(robot.statusCode).toBe(honest.statusCode);
    expect(robot.json()).toEqual(honest.json());
    const sloppyRobot = await send({ kind: 'partner', website: 'x' });
    expect(sloppyRobot.statusCode).toBe(202);
    expect(await stored()).toBe(0);
    expect(await mailIn(service)).toEqual([]);
  });

  it('refuses bad input with 400 and a plain message per field, storing and sending nothing', async () => {
    const response = await send({
      kind: 'gossip',
      name: '   ',
      email: 'nope',
      organisation: 'o'.repeat(151),
      message: 'Too short',
      website: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      kind: 'Choose what your message is about.',
      name: 'Enter your name.',
      email: 'Enter an e-mail address like name@example.com.',
      organisation: 'Keep the organisation to 150 characters or fewer.',
      message: 'Write at least 10 characters, so we know how to help.',
    });
    const tooLong = await send({ ...GOOD, name: 'n'.repeat(101), message: 'm'.repeat(5001) });
    expect(tooLong.json().error.fieldErrors).toEqual({
      name: 'Keep your name to 100 characters or fewer.',
      message: 'Keep your message to 5,000 characters or fewer.',
    });
    const missing = await send({});
    expect(Object.keys(missing.json().error.fieldErrors).sort()).toEqual(['email', 'kind', 'message', 'name']);
    expect((await send([1, 2])).statusCode).toBe(400);
    expect(await stored()).toBe(0);
    expect(await mailIn(service)).toEqual([]);
  });

  it('takes a message without an organisation, and a 5,000-character one', async () => {
    expect((await send({ ...GOOD, organisation: undefined, message: 'm'.repeat(5000) })).statusCode).toBe(202);
    expect((await service.rows(sql`SELECT organisation FROM messages`))[0].organisation).toBeNull();
  });

  it('takes 5 messages per IP in 10 minutes, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await send(GOOD, '192.0.2.77')).statusCode).toBe(202);
    const limited = await send(GOOD, '192.0.2.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await send(GOOD, '192.0.2.78')).statusCode).toBe(202);
    expect(await stored()).toBe(6);
  });

  it('counts a direct caller by its own address, whatever X-Forwarded-For it writes (only the loopback proxy is believed)', async () => {
    const direct = (index: number) =>
      service.request({
        method: 'POST',
        url: '/api/public/messages',
        payload: GOOD,
        remoteAddress: '198.51.100.40',
        headers: { 'x-forwarded-for': `10.9.8.${index}` },
      });
    for (let i = 0; i < 5; i++) expect((await direct(i)).statusCode).toBe(202);
    expect((await direct(99)).statusCode).toBe(429);
    // Through the site server (loopback), the address it forwards is the one counted.
    expect((await send(GOOD, '198.51.100.40')).statusCode).toBe(429);
    expect((await send(GOOD, '198.51.100.41')).statusCode).toBe(202);
  });

  it('lists messages for staff newest first, by kind, with keyset pages', async () => {
    for (const [index, kind] of ['contact', 'partner', 'contact', 'volunteer'].entries()) {
      service.setClock(new Date(Date.UTC(2026, 2, 1, 10, index)));
      await send({ ...GOOD, kind, name: `Sender ${index}` }, `192.0.2.${index}`);
    }
    service.setClock(null);
    const staff = service.as('staff-reader');
    const contact = await service.request({ method: 'GET', url: '/api/messages?kind=contact', headers: staff });
    expect(contact.json().items.map((message: { name: string }) => message.name)).toEqual(['Sender 2', 'Sender 0']);
    const first = await service.request({ method: 'GET', url: '/api/messages?limit=3', headers: staff });
    const rest = await service.request({
      method: 'GET',
      url: `/api/messages?limit=3&cursor=${first.json().nextCursor}`,
      headers: staff,
    });
    expect([...first.json().items, ...rest.json().items].map((message: { name: string }) => message.name)).toEqual([
      'Sender 3',
      'Sender 2',
      'Sender 1',
      'Sender 0',
    ]);
    expect((await service.request({ method: 'GET', url: '/api/messages?kind=spam', headers: staff })).statusCode).toBe(400);
  });

  it('acknowledges in the language of the page the form was sent from; the team reads its own language', async () => {
    const NNBSP = '\u202f';
    const sendFrom = (language: string, ip: string) =>
      service.request({
        method: 'POST',
        url: '/api/public/messages',
        payload: { ...GOOD, kind: 'volunteer' },
        headers: { 'x-forwarded-for': ip, 'accept-language': language },
      });
    // The team address belongs to no account: the team's copy is in English.
    expect((await sendFrom('fr', '192.0.2.60')).statusCode).toBe(202);
    const [toStaff, toSender] = await mailIn(service);
    expect(toSender!.subject).toBe('Nous avons bien reçu votre message – Scientist-Leaders Africa');
    expect(toSender!.text).toContain('Merci de proposer votre aide bénévole. Nous vous contacterons sous cinq jours ouvrés');
    expect(toSender!.text).toContain('Si vous souhaitez ajouter quelque chose, répondez à cet e-mail.');
    expect(toSender!.text).not.toContain(GOOD.name);
    expect(toStaff!.subject).toBe('[Volunteer] Message from Dr Wanjiru Kamau');
    expect(toStaff!.text).toMatch(/^A new message came in through the Volunteer form\./);

    // Once the team address is an account that reads French, the team's copy is French; the sender's words stay theirs.
    await service.addUser('team', 'staff', { email: 'Team@Example.org', locale: 'fr' });
    expect((await sendFrom('en-GB,en;q=0.8', '192.0.2.61')).statusCode).toBe(202);
    const [, , staffInFrench, senderInEnglish] = await mailIn(service);
    expect(staffInFrench!.subject).toBe('[Bénévolat] Message envoyé par Dr Wanjiru Kamau');
    expect(staffInFrench!.text).toContain(`Un nouveau message est arrivé par le formulaire «${NNBSP}Bénévolat${NNBSP}».`);
    expect(staffInFrench!.text).toContain(`De${NNBSP}: Dr Wanjiru Kamau <w.kamau@example.org>`);
    expect(staffInFrench!.text).toContain(GOOD.message);
    expect(senderInEnglish!.subject).toBe('We have your message – Scientist-Leaders Africa');
  });
});
