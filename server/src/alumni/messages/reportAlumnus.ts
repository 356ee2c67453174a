import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { AlumniReport } from '@sla/contract';
import { parseInput, reportInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniConversations, alumniMessages, alumniReports } from '../../db/schema.js';
import { localeOf } from '../../i18n/localeOf.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { alumniReportMail } from '../../mail/templates/alumniReport.js';
import { noSuchAlumnus, noSuchMessage, reportSelf } from './alumniMessageErrors.js';
import { auditAction } from './auditAction.js';
import { knownPerson } from './knownPerson.js';
import { requireNetworker } from './openConversation.js';
import { toAlumniReports } from './toAlumniReport.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { countAlumniReport } from './messageRate.js';

/** Where staff who manage profiles read reports. */
export const REPORTS_PATH = '/alumni/manage';

/** The text of `messageId` when it is a message `reportedUid` sent in a conversation `reporterUid` is part of. */
async function quotedMessage(ctx: ServiceContext, reporterUid: string, reportedUid: string, messageId: string) {
  const [row] = await ctx.db
    .select({ body: alumniMessages.body })
    .from(alumniMessages)
    .innerJoin(alumniConversations, eq(alumniConversations.id, alumniMessages.conversationId))
    .where(
      and(
        eq(alumniMessages.id, messageId),
        eq(alumniMessages.senderUid, reportedUid),
        or(eq(alumniConversations.firstUid, reporterUid), eq(alumniConversations.secondUid, reporterUid)),
      ),
    );
  if (!row) throw noSuchMessage();
  return row.body;
}

/**
 * POST /alumni/reports: a member reports another (from a profile, or a message of theirs, which is quoted into the
 * report so it stays as it was). Written to the audit log, and the team is told by e-mail at the organisation's
 * address (STAFF_EMAIL), without names or words: staff read those after signing in. The e-mail is in the language of
 * the account with that address, if there is one, else English.
 */
export async function reportAlumnus(ctx: ServiceContext, caller: Caller | null, rawBody: unknown): Promise<AlumniReport> {
  const member = await requireNetworker(ctx, caller, { action: 'report_alumnus' });
  const me = member.token.uid;
  const input = parseInput(reportInput, rawBody);
  if (input.reportedUid === me) throw reportSelf();
  if (!(await knownPerson(ctx.db, me, input.reportedUid))) throw noSuchAlumnus();
  const quoted = input.messageId ? await quotedMessage(ctx, me, input.reportedUid, input.messageId) : null;
  await countAlumniReport(ctx, me);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .insert(alumniReports)
      .values({
        id: randomUUID(),
        reporterUid: me,
        reportedUid: input.reportedUid,
        reason: input.reason,
        details: input.details,
        messageId: input.messageId ?? null,
        quotedMessage: quoted,
        createdAt: now,
      })
      .returning();
    await auditAction(tx, {
      userId: me,
      permission: 'network_with_alumni',
      context: { action: 'report_alumnus', reportId: report!.id, reportedUid: input.reportedUid },
      at: now,
    });
    const staffLocale = await localeOf(tx, { email: ctx.settings.staffEmail });
    await enqueueMail(
      tx,
      alumniReportMail({
        to: ctx.settings.staffEmail,
        locale: staffLocale,
        reason: input.reason,
        reportsUrl: pageUrl(ctx.settings.siteUrl, REPORTS_PATH, staffLocale),
        dedupeKey: `alumni_report:${report!.id}`,
      }),
      now,
    );
    return report!;
  });
  const [report] = await toAlumniReports(ctx.db, [row], 'alumni', me);
  return report!;
}
