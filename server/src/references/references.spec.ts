import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '@sla/contract/serviceMessages';
import { UPLOAD_MAX_MB } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../testing/backends.js';
import { daysFrom } from '../testing/fixtures.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { UPLOAD_MESSAGES } from '../applications/files/uploadRules.js';
import { addOpenProgram, FORM, PDF, PNG } from '../applications/testing.js';
import { hashOf } from './links.js';
import { sendReferenceReminders } from './sendReferenceReminders.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const DUE = daysFrom(NOW, 20);
const MB = 1024 * 1024;

describeOnEachBackend('reference letters', (backend) => {
  const service = useTestService(backend);
  let applicationId: string;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('amina', 'applicant', { email: 'amina@example.org', displayName: 'Amina Okafor', locale: 'fr' });
    await service.addUser('staff-1', 'staff', { email: 'staff@example.org' });
    await addOpenProgram(service, NOW, {
      slug: 'stepup-scholars',
      name: 'StepUp Scholars',
      form: { ...FORM, references: { count: 2, dueAt: DUE.toISOString() } },
    });
    const [program] = await service.rows<{ id: string }>(sql`SELECT id FROM programs`);
    const started = await service.request({
      method: 'POST',
      url: '/api/applications',
      headers: service.as('amina'),
      payload: { programId: program!.id },
    });
    applicationId = started.json().id;
  });

  const call = async (uid: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url,
      headers: uid ? service.as(uid) : {},
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const ask = (slot: number, name: string, email: string) =>
    call('amina', 'PUT', `/api/applications/${applicationId}/references/${slot}`, { name, email });
  const mine = () => call('amina', 'GET', `/api/applications/${applicationId}/references`);
  /** The token of the newest e-mail to `to`, read from its link. */
  const tokenFor = async (to: string) => {
    const mail = (await mailIn(service)).filter((m) => m.to === to).at(-1)!;
    const match = /\/reference\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    return match![1]!;
  };
  const open = (token: string) => call(null, 'GET', `/api/public/references/${token}`);
  const write = (token: string, text: string) => call(null, 'POST', `/api/public/references/${token}/letter`, { text });
  const upload = (token: string, bytes: Buffer, type = 'application/pdf', name = 'letter.pdf') =>
    service.request({
      method: 'POST',
      url: `/api/public/references/${token}/file`,
      headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
      payload: bytes,
    });

  it('asks a referee in the applicant’s language, with a link kept only as a hash, and shows the applicant requested, then received, never the letter', async () => {
    const asked = await ask(1, 'Dr Kofi Mensah', 'kofi@uni.example');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ slot: 1, name: 'Dr Kofi Mensah', status: 'requested', receivedAt: null });

    const [mail] = await mailIn(service);
    expect(mail).toMatchObject({ kind: 'reference_request', to: 'kofi@uni.example' });
    expect(mail!.subject).toBe('Amina Okafor vous demande une lettre de recommandation');
    expect(mail!.text).toContain('/fr/reference/');
    const token = await tokenFor('kofi@uni.example');
    const stored = await service.rows<{ token_hash: string }>(sql`SELECT token_hash FROM reference_links`);
    expect(stored).toEqual([{ token_hash: hashOf(token) }]);
    expect(JSON.stringify(await service.rows(sql`SELECT * FROM reference_links`))).not.toContain(token);

    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      refereeName: 'Dr Kofi Mensah',
      applicantName: 'Amina Okafor',
      programme: 'StepUp Scholars',
      dueAt: DUE.toISOString(),
      timeZone: 'Africa/Nairobi',
      maxSizeMb: UPLOAD_MAX_MB,
    });

    const listed = await mine();
    expect(listed.body).toMatchObject({ count: 2, dueAt: DUE.toISOString(), canRequest: true });
    expect(listed.body.slots).toHaveLength(2);
    expect(listed.body.slots[1]).toBeNull();

    service.setClock(daysFrom(NOW, 1));
    const sent = await write(token, 'Amina is the most curious student I have taught.');
    expect(sent.status).toBe(201);
    expect(sent.body.receivedAt).toBe(daysFrom(NOW, 1).toISOString());
    const after = await mine();
    expect(after.body.slots[0]).toMatchObject({ status: 'received', receivedAt: daysFrom(NOW, 1).toISOString() });
    expect(JSON.stringify(after.body)).not.toContain('curious');

    const staff = await call('staff-1', 'GET', `/api/review/applications/${applicationId}/references`);
    expect(staff.status).toBe(404); // a draft is the applicant's own business until submitted
  });

  it('refuses a used link with the day it was received, and a second letter stores nothing', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    const token = await tokenFor('kofi@uni.example');
    expect((await upload(token, PDF)).statusCode).toBe(201);
    const again = await write(token, 'Second thoughts.');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(REFERENCE_MESSAGES.receivedOn('2 March 2026'));
    expect((await open(token)).status).toBe(409);
    const [row] = await service.rows<{ letter_text: string | null; letter_size: number }>(
      sql`SELECT letter_text, letter_size FROM reference_requests`,
    );
    expect(row).toEqual({ letter_text: null, letter_size: PDF.length });
  });

  it('replaces a referee who has not answered: the old link stops working, the new one works; a referee who answered stays', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    const oldToken = await tokenFor('kofi@uni.example');
    const replaced = await ask(1, 'Ngozi', 'ngozi@uni.example');
    expect(replaced.status).toBe(200);
    const gone = await open(oldToken);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(REFERENCE_MESSAGES.badLink);
    expect((await write(oldToken, 'Too late')).status).toBe(404);
    const newToken = await tokenFor('ngozi@uni.example');
    expect((await write(newToken, 'A fine scholar.')).status).toBe(201);
    const keep = await ask(1, 'Someone else', 'else@uni.example');
    expect(keep.status).toBe(409);
    expect(keep.body.error.message).toBe(REFERENCE_MESSAGES.alreadyReceived);
    expect((await mine()).body.slots[0]).toMatchObject({ name: 'Ngozi', status: 'received' });
  });

  it('refuses an unknown link, a slot the form does not have, the applicant’s own address and the same referee twice', async () => {
    expect((await open('x'.repeat(43))).body.error.message).toBe(REFERENCE_MESSAGES.badLink);
    expect((await open('short')).status).toBe(404);
    const third = await ask(3, 'Kofi', 'kofi@uni.example');
    expect(third.status).toBe(404);
    expect(third.body.error.message).toBe(REFERENCE_MESSAGES.noSuchSlot(2));
    const self = await ask(1, 'Me', 'AMINA@example.org');
    expect(self.status).toBe(400);
    expect(self.body.error.fieldErrors.email).toBe(REFERENCE_MESSAGES.ownAddress);
    await ask(1, 'Kofi', 'kofi@uni.example');
    const twice = await ask(2, 'Kofi again', 'Kofi@uni.example');
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe(REFERENCE_MESSAGES.sameReferee);
    const empty = await ask(2, ' ', 'not-an-address');
    expect(empty.status).toBe(400);
    expect(await service.count(sql`SELECT count(*) AS n FROM reference_requests`)).toBe(1);
  });

  it('refuses a letter after the deadline, and asking after it, with the day', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    const token = await tokenFor('kofi@uni.example');
    service.setClock(daysFrom(DUE, 0));
    const late = await write(token, 'Sorry I am late.');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(REFERENCE_MESSAGES.deadlinePassed('22 March 2026'));
    expect((await upload(token, PDF)).statusCode).toBe(409);
    const asking = await ask(2, 'Ngozi', 'ngozi@uni.example');
    expect(asking.status).toBe(409);
    expect(asking.body.error.message).toBe(REFERENCE_MESSAGES.deadlinePassedRequest);
    expect((await mine()).body.canRequest).toBe(false);
  });

  it('refuses a referee’s link once the application is withdrawn: no letter is needed', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    const token = await tokenFor('kofi@uni.example');
    await service.request({
      method: 'POST',
      url: `/api/applications/${applicationId}/withdraw`,
      headers: service.as('amina'),
      payload: {},
    });
    const page = await open(token);
    expect(page.status).toBe(409);
    expect(page.body.error.message).toBe(REFERENCE_MESSAGES.notNeeded);
    expect((await write(token, 'Hello')).status).toBe(409);
  });

  it('holds a PDF letter to the applicants’ upload rules: not a PDF, pretending to be one, too large', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    const token = await tokenFor('kofi@uni.example');
    const png = await upload(token, PNG, 'image/png', 'letter.png');
    expect(png.statusCode).toBe(415);
    expect(png.json().error.message).toBe(UPLOAD_MESSAGES.notType(['application/pdf'], 'letter.png'));
    const fake = await upload(token, PNG, 'application/pdf', 'letter.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe(UPLOAD_MESSAGES.contentMismatch('application/pdf'));
    const big = await upload(token, Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_MB * MB)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toContain(`larger than ${UPLOAD_MAX_MB} MB`);
    expect(await service.count(sql`SELECT count(*) AS n FROM reference_requests WHERE status = 'received'`)).toBe(0);
    expect((await open(token)).status).toBe(200);
  });

  it('lets reviewers read a written letter and download a PDF once submitted; staff list the programme’s requests by status', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    service.setClock(daysFrom(NOW, 0.5));
    await ask(2, 'Ngozi', 'ngozi@uni.example');
    await service.rows(sql`UPDATE applications SET status = 'submitted', submitted_at = ${NOW.toISOString()}::timestamptz`);
    await write(await tokenFor('kofi@uni.example'), 'Written by hand.');
    service.setClock(daysFrom(NOW, 1));
    await upload(await tokenFor('ngozi@uni.example'), PDF, 'application/pdf', 'Ngozi letter.pdf');

    const letters = await call('staff-1', 'GET', `/api/review/applications/${applicationId}/references`);
    expect(letters.status).toBe(200);
    expect(letters.body.items).toMatchObject([
      { slot: 1, name: 'Kofi', status: 'received', text: 'Written by hand.', file: null },
      { slot: 2, name: 'Ngozi', status: 'received', text: null, file: { name: 'Ngozi letter.pdf', size: PDF.length } },
    ]);
    const file = await service.app.inject({
      method: 'GET',
      url: `/api/review/applications/${applicationId}/references/${letters.body.items[1].id}/letter`,
      headers: service.as('staff-1'),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(Buffer.from(file.rawPayload).equals(PDF)).toBe(true);
    const noFile = await call(
      'staff-1',
      'GET',
      `/api/review/applications/${applicationId}/references/${letters.body.items[0].id}/letter`,
    );
    expect(noFile.status).toBe(404);

    const [program] = await service.rows<{ id: string }>(sql`SELECT id FROM programs`);
    const all = await call('staff-1', 'GET', `/api/review/references?programId=${program!.id}`);
    expect(all.body.items.map((item: { name: string }) => item.name)).toEqual(['Ngozi', 'Kofi']);
    expect(all.body.items[0]).toMatchObject({ applicantName: 'Amina Okafor', status: 'received', overdue: false });
    const requested = await call('staff-1', 'GET', `/api/review/references?programId=${program!.id}&status=requested`);
    expect(requested.body.items).toEqual([]);
    const paged = await call('staff-1', 'GET', `/api/review/references?programId=${program!.id}&limit=1`);
    expect(paged.body.items).toHaveLength(1);
    const next = await call(
      'staff-1',
      'GET',
      `/api/review/references?programId=${program!.id}&limit=1&cursor=${paged.body.nextCursor}`,
    );
    expect(next.body.items.map((item: { name: string }) => item.name)).toEqual(['Kofi']);
    expect(next.body.nextCursor).toBeNull();
  });

  it('lists an unanswered request past its deadline as overdue', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    await service.rows(sql`UPDATE applications SET status = 'submitted', submitted_at = ${NOW.toISOString()}::timestamptz`);
    const [program] = await service.rows<{ id: string }>(sql`SELECT id FROM programs`);
    const url = `/api/review/references?programId=${program!.id}&status=overdue`;
    expect((await call('staff-1', 'GET', url)).body.items).toEqual([]);
    service.setClock(daysFrom(DUE, 1));
    const overdue = await call('staff-1', 'GET', url);
    expect(overdue.body.items).toMatchObject([{ name: 'Kofi', status: 'requested', overdue: true }]);
  });

  it('resends a request with a new link (the earlier one still works), three times a day at most', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    const first = await tokenFor('kofi@uni.example');
    const resend = () => call('amina', 'POST', `/api/applications/${applicationId}/references/1/resend`);
    for (let i = 0; i < 3; i += 1) expect((await resend()).status).toBe(200);
    const fourth = await resend();
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toBe(REFERENCE_MESSAGES.tooManySends);
    expect((await mailIn(service)).filter((m) => m.to === 'kofi@uni.example')).toHaveLength(4);
    const latest = await tokenFor('kofi@uni.example');
    expect(latest).not.toBe(first);
    expect((await open(first)).status).toBe(200);
    expect((await open(latest)).status).toBe(200);
    expect((await call('amina', 'POST', `/api/applications/${applicationId}/references/2/resend`)).status).toBe(404);
  });

  it('reminds each unanswered request once, three days before its deadline, however often and wherever the job runs', async () => {
    await ask(1, 'Kofi', 'kofi@uni.example');
    await ask(2, 'Ngozi', 'ngozi@uni.example');
    await write(await tokenFor('ngozi@uni.example'), 'Done early.');
    expect(await sendReferenceReminders(service.ctx)).toBe(0);
    service.setClock(daysFrom(DUE, -2));
    const runs = await Promise.all([sendReferenceReminders(service.ctx), sendReferenceReminders(service.ctx)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await sendReferenceReminders(service.ctx)).toBe(0);
    const reminders = (await mailIn(service)).filter((m) => m.kind === 'reference_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.to).toBe('kofi@uni.example');
    expect((await open(await tokenFor('kofi@uni.example'))).status).toBe(200);
  });
});
