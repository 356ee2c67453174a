// Reports: a member reports another (a message of theirs quoted), the team is e-mailed without names or words, staff
// who manage profiles read and resolve them, and every report and resolution is in the audit log.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniProfile, addConversation, addAlumniMessage, addReport } from '../testing/fixtures.js';
import { PRIVATE_NAME } from './people.js';
import { REPORT_MESSAGES } from './alumniMessageErrors.js';
import { alumniMessagesClient } from './testing.js';

const START = new Date(Date.UTC(2027, 2, 1, 9, 0));

describeOnEachBackend('alumni messages: reports', (backend) => {
  const service = useTestService(backend);
  const amara = () => alumniMessagesClient(service, 'amara');
  const staff = () => alumniMessagesClient(service, 'sam');
  const granted = (action: string) =>
    service.count(
      sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = true AND context->>'action' = ${action}`,
    );
  let conversationId = '';
  let spamId = '';
  let ownId = '';

  beforeEach(async () => {
    service.setClock(START);
    await service.addUser('amara', 'alumni', { displayName: 'Amara Obi', email: 'amara@example.org' });
    await service.addUser('kofi', 'alumni', { displayName: 'Kofi Mensah', email: 'kofi@example.org' });
    await service.addUser('sam', 'staff', { displayName: 'Sam Staff' });
    await addAlumniProfile(service, 'amara', { openToMessages: true });
    await addAlumniProfile(service, 'kofi');
    conversationId = (await addConversation(service, 'kofi', 'amara')).id;
    spamId = await addAlumniMessage(service, conversationId, 'kofi', { body: 'Buy my course, only today!' });
    ownId = await addAlumniMessage(service, conversationId, 'amara', { body: 'Please stop.' });
  });

  it('takes ten reports a day from one member, then answers 429 in the dialog’s words and e-mails nobody', async () => {
    for (let i = 0; i < 10; i++)
      expect((await amara().report({ reportedUid: 'kofi', reason: 'spam', details: `Again ${i}` })).statusCode).toBe(201);
    const mails = await service.count(sql`SELECT count(*) AS n FROM outbox`);
    const refused = await amara().report({ reportedUid: 'kofi', reason: 'spam', details: 'Once more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(ALUMNI_MESSAGES.tooManyReports);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_reports`)).toBe(10);
    expect(await service.count(sql`SELECT count(*) AS n FROM outbox`)).toBe(mails);
  });

  it('quotes the reported message, audits the report, and tells the team without names or words', async () => {
    const made = await amara().report({
      reportedUid: 'kofi',
      reason: 'spam',
      details: ' He sends this daily. ',
      messageId: spamId,
    });
    expect(made.statusCode, made.body).toBe(201);
    const report = made.json();
    expect(report).toMatchObject({
      reporterUid: 'amara',
      reporterName: 'Amara Obi',
      reportedUid: 'kofi',
      reportedName: 'Kofi Mensah',
      reason: 'spam',
      details: 'He sends this daily.',
      quotedMessage: 'Buy my course, only today!',
      createdAt: START.toISOString(),
      resolvedAt: null,
      resolvedByName: null,
    });
    expect(await granted('report_alumnus')).toBe(1);

    // The quote stays as it was, even if the message were to go.
    await service.database.db.execute(sql`DELETE FROM alumni_messages WHERE id = ${spamId}`);
    const [listed] = (await staff().reports()).json().items;
    expect(listed).toMatchObject({ id: report.id, quotedMessage: 'Buy my course, only today!' });

    const [mail, ...more] = await mailIn(service);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'alumni_report', to: 'team@scientistleaders.africa' });
    expect(mail!.text).toContain('for spam');
    expect(mail!.text).toContain('http://localhost:4200/alumni/manage');
    for (const secret of ['Amara', 'Kofi', 'Buy my course', 'daily', '@example.org'])
      expect(JSON.stringify(mail)).not.toContain(secret);
  });

  it('refuses a message that is not one the reported person sent the reporter, and bad input, in words', async () => {
    const elsewhere = (await addConversation(service, 'kofi', 'zola')).id;
    await addAlumniProfile(service, 'zola');
    const notToAmara = await addAlumniMessage(service, elsewhere, 'kofi', { body: 'Private to Zola' });
    for (const messageId of [ownId, notToAmara, 'no-such-message']) {
      const refused = await amara().report({ reportedUid: 'kofi', reason: 'harassment', details: '', messageId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors.messageId).toBe(REPORT_MESSAGES.noSuchMessage);
    }
    const self = await amara().report({ reportedUid: 'amara', reason: 'other', details: '' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fieldErrors.reportedUid).toBe(REPORT_MESSAGES.reportSelf);
    const unknown = await amara().report({ reportedUid: 'nobody', reason: 'other', details: '' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ALUMNI_MESSAGES.noSuchAlumnus);
    const noReason = await amara().report({ reportedUid: 'kofi', reason: 'boring', details: '' });
    expect(noReason.json().error.fieldErrors.reason).toBe(ALUMNI_MESSAGES.chooseReason);
    const long = await amara().report({ reportedUid: 'kofi', reason: 'other', details: 'x'.repeat(2001) });
    expect(long.json().error.fieldErrors.details).toBe(ALUMNI_MESSAGES.detailsTooLong);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_reports`)).toBe(0);
    expect(await mailIn(service)).toEqual([]);
  });

  it('lists open reports oldest first for staff, resolves them once (audited), and lists resolved ones', async () => {
    await addAlumniProfile(service, 'hidden-name', { visibility: { name: 'only_me' } });
    const first = await addReport(service, 'amara', 'kofi', { createdAt: new Date(START.getTime() - 3000) });
    const second = await addReport(service, 'amara', 'hidden-name', { createdAt: new Date(START.getTime() - 2000) });
    const third = await addReport(service, 'kofi', 'amara', { createdAt: new Date(START.getTime() - 1000) });

    const open = (await staff().reports('?limit=2')).json();
    expect(open.items.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
    // "Only me" reaches nobody else, not even staff.
    expect(open.items[1].reportedName).toBe(PRIVATE_NAME);
    const rest = (await staff().reports(`?limit=2&cursor=${encodeURIComponent(open.nextCursor)}`)).json();
    expect(rest).toEqual({ items: [expect.objectContaining({ id: third.id })], nextCursor: null });

    service.setClock(new Date(START.getTime() + 60_000));
    const resolved = await staff().resolve(second.id);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      resolvedAt: new Date(START.getTime() + 60_000).toISOString(),
      resolvedByName: 'Sam Staff',
    });
    service.setClock(new Date(START.getTime() + 120_000));
    expect((await staff().resolve(second.id)).json().resolvedAt).toBe(new Date(START.getTime() + 60_000).toISOString());
    expect(await granted('resolve_alumni_report')).toBe(1);

    expect((await staff().reports()).json().items.map((item: { id: string }) => item.id)).toEqual([first.id, third.id]);
    expect((await staff().reports('?state=resolved')).json().items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect((await staff().reports('?state=closed')).statusCode).toBe(400);
    expect((await staff().resolve('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await staff().resolve('not-an-id')).statusCode).toBe(404);
  });
});
