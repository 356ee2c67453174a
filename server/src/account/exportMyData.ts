import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccountExport, MyAlumniProfile, RoleHistoryEntry } from '@sla/contract';
import { loadProfile } from '../alumni/profiles/loadProfile.js';
import { toMyProfile } from '../alumni/profiles/toMyProfile.js';
import { applicantView } from '../applications/applicantView.js';
import { loadApplication } from '../applications/loadApplication.js';
import type { Caller, ServiceContext } from '../context.js';
import { toAuthorStories } from '../content/submissions/toAuthorStories.js';
import type { Db } from '../db/database.js';
import {
  alumniBlocks,
  alumniMessages,
  alumniReports,
  applications,
  auditLogs,
  content,
  donations,
  messages,
  notices,
  pledges,
  storySubmissions,
  opportunities,
  opportunityDigests,
  type AuditRow,
  type OpportunityRow,
} from '../db/schema.js';
import { toDonation, toPledge } from '../donations/toDonation.js';
import { toContactMessage } from '../messages/toContactMessage.js';
import { findSubscriber } from '../newsletter/accountSubscription.js';
import { toSubscriber } from '../newsletter/toSubscriber.js';
import { toNotice } from '../notices/toNotice.js';
import { toProfile } from '../users/toProfile.js';
import { readEmailPreferences } from './emailPreferences.js';
import { applicationMessagesExport, type ExportedApplicationMessage } from './export/applicationMessagesExport.js';
import { eventRegistrationsExport, type ExportedEventRegistration } from './export/eventRegistrationsExport.js';
import { followUpsExport, type ExportedFollowUp } from './export/followUpsExport.js';
import { mentorRequestsExport, type ExportedMentorRequest } from './export/mentorRequestsExport.js';
import { learningExport, type LearningExport } from './export/learningExport.js';
import { requireOwnAccount, verifiedAddress } from './ownAccount.js';

const toRoleChange = (row: AuditRow): RoleHistoryEntry => ({
  at: row.timestamp.toISOString(),
  previousRole: row.previousRole ?? null,
  newRole: row.newRole ?? null,
  changedBy: row.changedBy ?? null,
  reason: row.reason ?? '',
});

/** Rows whose e-mail column is the account's address, whatever its case (forms keep what people typed). */
const byAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/** Every application of the account as its applicant sees it, oldest first. */
async function myApplications(db: Db, uid: string, now: Date) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.userId, uid))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const loaded = await Promise.all(rows.map(({ id }) => loadApplication(db, id)));
  return loaded.flatMap((application) =>
    application ? [applicantView(application.row, application.events, application.files, now)] : [],
  );
}

/** One message the account sent another alumnus. */
export interface SentAlumniMessage {
  conversationId: string;
  body: string;
  sentAt: string;
}

/** The alumni network's part of the export, until AccountExport in @sla/data names it. */
export interface AlumniNetworkExport {
  /** The whole profile with each field's visibility, as its owner sees it; null for someone without one. */
  alumniProfile: MyAlumniProfile | null;
  alumniMessagesSent: SentAlumniMessage[];
  /** Whom the account blocked, and when. */
  alumniBlocks: { blockedUid: string; at: string }[];
  /** Reports the account made, and whether staff have dealt with them. */
  alumniReportsMade: { reportedUid: string; reason: string; details: string; at: string; resolvedAt: string | null }[];
  /** What the account posted on the opportunities board, whatever became of it (staff's reason included). */
  opportunitiesPosted: (Omit<OpportunityRow, 'search' | 'postedAt' | 'updatedAt' | 'closedAt' | 'hiddenAt' | 'hiddenBy'> & {
    postedAt: string;
    closedAt: string | null;
    hiddenAt: string | null;
  })[];
  /** The weekly opportunities e-mail: on, and for which fields (none: every field). */
  opportunityDigest: { on: boolean; fields: string[] };
}

async function myAlumniNetwork(db: Db, uid: string): Promise<AlumniNetworkExport> {
  const profile = await loadProfile(db, uid);
  const sent = await db
    .select()
    .from(alumniMessages)
    .where(eq(alumniMessages.senderUid, uid))
    .orderBy(asc(alumniMessages.sentAt), asc(alumniMessages.id));
  const blocks = await db
    .select()
    .from(alumniBlocks)
    .where(eq(alumniBlocks.blockerUid, uid))
    .orderBy(asc(alumniBlocks.createdAt));
  const reports = await db
    .select()
    .from(alumniReports)
    .where(eq(alumniReports.reporterUid, uid))
    .orderBy(asc(alumniReports.createdAt));
  const posted = await db
    .select()
    .from(opportunities)
    .where(eq(opportunities.posterUid, uid))
    .orderBy(asc(opportunities.postedAt), asc(opportunities.id));
  const [digest] = await db.select().from(opportunityDigests).where(eq(opportunityDigests.uid, uid));
  return {
    alumniProfile: profile ? toMyProfile(profile) : null,
    alumniMessagesSent: sent.map((message) => ({
      conversationId: message.conversationId,
      body: message.body,
      sentAt: message.sentAt.toISOString(),
    })),
    alumniBlocks: blocks.map((block) => ({ blockedUid: block.blockedUid, at: block.createdAt.toISOString() })),
    alumniReportsMade: reports.map((report) => ({
      reportedUid: report.reportedUid,
      reason: report.reason,
      details: report.details,
      at: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
    })),
    opportunitiesPosted: posted.map(({ search: _search, updatedAt: _updated, hiddenBy: _by, ...row }) => ({
      ...row,
      postedAt: row.postedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
    })),
    opportunityDigest: digest ? { on: true, fields: digest.fields } : { on: false, fields: [] },
  };
}

/**
 * Everything the service holds about the caller (GET /users/me/export, manage_profile, own only): the profile, its
 * e-mail preferences, role history, applications (answers, file details, timeline as the applicant sees it), the
 * messages about them with the programme team, notices,
 * stories and posts credited to them, the alumni profile, the messages sent to other alumni, blocks and reports made, a
 * student's cohorts, modules done, hand-ins with grades and feedback and mentorships (learning), and what was sent from
 * the account's address once the identity provider has verified it: messages to staff, the newsletter subscription,
 * gifts and pledges, registrations made without signing in, and the follow-up inbox's replies to those messages and
 * pledges and the answers to them (followUps, without staff's notes or names); an unverified address gets
 * `addressPartsLeftOut` instead. Decisions not yet released
 * stay "under review", as on the portal. export/personColumns.ts says, for every column holding a person's id, where it
 * goes or why it does not.
 */
export async function exportMyData(
  ctx: ServiceContext,
  caller: Caller | null,
): Promise<
  AccountExport &
    AlumniNetworkExport & {
      learning: LearningExport;
      applicationMessages: ExportedApplicationMessage[];
      eventRegistrations: ExportedEventRegistration[];
      mentorRequests: ExportedMentorRequest[];
      followUps: ExportedFollowUp[];
    }
> {
  const { caller: signedIn, profile } = await requireOwnAccount(ctx, caller, 'export_my_data');
  const { db } = ctx;
  const uid = profile.uid;
  const now = ctx.now();
  // What was sent from an address is the account's only if the identity provider verified the address: anyone can sign
  // up with someone else's, and would otherwise download their messages, gifts and pledges (decision 0051).
  const email = verifiedAddress(signedIn);
  const subscriber = email ? await findSubscriber(db, email) : null;
  const everythingElse: AccountExport = {
    exportedAt: now.toISOString(),
    profile: toProfile(profile),
    emailPreferences: await readEmailPreferences(db, profile),
    roleHistory: (
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.userId, uid), eq(auditLogs.type, 'role_change')))
        .orderBy(asc(auditLogs.timestamp), asc(auditLogs.id))
    ).map(toRoleChange),
    applications: await myApplications(db, uid, now),
    addressPartsLeftOut:
      email || !profile.email
        ? null
        : 'What was sent from this address without signing in (messages, gifts, pledges, the newsletter, event registrations) is included once the address is verified: sign in and follow the link we e-mailed you.',
    notices: (await db.select().from(notices).where(eq(notices.userId, uid)).orderBy(desc(notices.createdAt))).map(toNotice),
    messagesToStaff: email
      ? (await db.select().from(messages).where(byAddress(messages.email, email)).orderBy(asc(messages.createdAt))).map(
          toContactMessage,
        )
      : [],
    newsletter: subscriber ? toSubscriber(subscriber) : null,
    donations: email
      ? (await db.select().from(donations).where(byAddress(donations.email, email)).orderBy(asc(donations.createdAt))).map(
          toDonation,
        )
      : [],
    pledges: email
      ? (await db.select().from(pledges).where(byAddress(pledges.email, email)).orderBy(asc(pledges.createdAt))).map(toPledge)
      : [],
    storySubmissions: await toAuthorStories(
      db,
      await db
        .select()
        .from(storySubmissions)
        .where(eq(storySubmissions.authorUid, uid))
        .orderBy(asc(storySubmissions.submittedAt)),
      now,
    ),
    creditedPosts: (
      await db
        .select({
          id: content.id,
          slug: content.slug,
          title: content.title,
          status: content.status,
          publishedAt: content.publishedAt,
        })
        .from(content)
        .where(and(eq(content.creditUid, uid), eq(content.type, 'post')))
        .orderBy(asc(content.createdAt))
    ).map((post) => ({ ...post, publishedAt: post.publishedAt?.toISOString() ?? null })),
  };
  return {
    ...everythingElse,
    applicationMessages: await applicationMessagesExport(db, uid),
    ...(await myAlumniNetwork(db, uid)),
    learning: await learningExport(db, uid),
    eventRegistrations: await eventRegistrationsExport(db, uid, email),
    mentorRequests: await mentorRequestsExport(db, uid),
    followUps: await followUpsExport(db, email),
  };
}

/** The download's file name: my-data-<date>.json, the date in UTC. */
export const exportFileName = (now: Date) => `my-data-${now.toISOString().slice(0, 10)}.json`;
