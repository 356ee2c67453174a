import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { DataError, type ApplicantThreadMessage, type ApplicantThreadSummary } from '@sla/contract';
import { applicantMessageInput, messageThreadQuery, parseInput } from '@sla/contract/schemas';
import { APPLICANT_MESSAGE_REFUSALS } from '@sla/contract/serviceMessages';
import { requirePermission } from '../access.js';
import { requireOwnApplication } from '../applications/ownApplication.js';
import type { Caller, ServiceContext } from '../context.js';
import { keysetPage } from '../cursor.js';
import { applicationMessages, applications, applicationThreads, programs } from '../db/schema.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import type { RateRule } from '../rateLimit/rules.js';
import {
  before,
  countMessageInThread,
  previewOf,
  previewSource,
  THREAD_PAGE_SIZE,
  threadMessageRows,
  threadOf,
  toApplicantMessage,
} from './threadRows.js';

/** More than a conversation needs; a script filling the team's inbox stops here. */
export const REPLIES_PER_APPLICANT: RateRule = { name: 'applicant-replies:user', limit: 20, windowMs: 10 * 60_000 };

/** The applicant's unread messages over all their threads (a handful of rows, on their own index). */
async function unreadOf(ctx: ServiceContext, uid: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${applicationThreads.applicantUnread}), 0)`.mapWith(Number) })
    .from(applicationThreads)
    .where(eq(applicationThreads.applicantUid, uid));
  return row?.n ?? 0;
}

/** GET /applications/mine/messages (view_own_applications): the caller's threads, latest first, and their unread. */
export async function listMyThreads(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown) {
  const me = await requirePermission(ctx, caller, 'view_own_applications', { action: 'list_my_threads' });
  const query = parseInput(messageThreadQuery, rawQuery);
  const limit = query.limit ?? THREAD_PAGE_SIZE;
  const uid = me.token.uid;
  const rows = await ctx.db
    .select({
      applicationId: applicationThreads.applicationId,
      lastMessageAt: applicationThreads.lastMessageAt,
      unread: applicationThreads.applicantUnread,
      programId: programs.id,
      programSlug: programs.slug,
      programName: programs.name,
      preview: previewSource,
      lastFromStaff: applicationMessages.fromStaff,
    })
    .from(applicationThreads)
    .innerJoin(applications, eq(applications.id, applicationThreads.applicationId))
    .innerJoin(programs, eq(programs.id, applications.programId))
    .innerJoin(applicationMessages, eq(applicationMessages.id, applicationThreads.lastMessageId))
    .where(
      and(
        eq(applicationThreads.applicantUid, uid),
        before(applicationThreads.lastMessageAt, applicationThreads.applicationId, query.cursor),
      ),
    )
    .orderBy(desc(applicationThreads.lastMessageAt), desc(applicationThreads.applicationId))
    .limit(limit + 1);
  const page = keysetPage(
    rows,
    limit,
    (row): ApplicantThreadSummary => ({
      applicationId: row.applicationId,
      program: { id: row.programId, slug: row.programSlug, name: row.programName },
      preview: previewOf(row.preview),
      lastFromStaff: row.lastFromStaff,
      lastMessageAt: row.lastMessageAt.toISOString(),
      unread: row.unread,
    }),
    (row) => [row.lastMessageAt, row.applicationId],
  );
  return { ...page, unread: await unreadOf(ctx, uid) };
}

/** GET /applications/:id/messages (view_own_applications, own application): the thread, newest first. */
export async function getMyThread(ctx: ServiceContext, caller: Caller | null, id: string, rawQuery: unknown) {
  const { row } = await requireOwnApplication(ctx, caller, id, 'view_own_applications', 'read_my_thread');
  const query = parseInput(messageThreadQuery, rawQuery);
  const limit = query.limit ?? THREAD_PAGE_SIZE;
  const rows = await threadMessageRows(ctx.db, id, query.cursor, limit + 1);
  const thread = await threadOf(ctx.db, id);
  return {
    applicationId: id,
    program: { id: row.program.id, slug: row.program.slug, name: row.program.name },
    ...keysetPage(rows, limit, toApplicantMessage, (message) => [message.sentAt, message.id]),
    unread: thread?.applicantUnread ?? 0,
  };
}

/**
 * POST /applications/:id/messages (view_own_applications, own application): a reply to the programme team, once
 * they have written (409 before); rate-limited. Replying stays open whatever the application's status (decision 0043).
 */
export async function replyToThread(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<ApplicantThreadMessage> {
  const { caller: me } = await requireOwnApplication(ctx, caller, id, 'view_own_applications', 'reply_to_thread');
  const input = parseInput(applicantMessageInput, body);
  if (!(await threadOf(ctx.db, id))) throw new DataError('conflict', APPLICANT_MESSAGE_REFUSALS.noThread);
  await enforceRateLimits(ctx, [[REPLIES_PER_APPLICANT, me.token.uid]], APPLICANT_MESSAGE_REFUSALS.tooManyReplies);
  const message = { id: randomUUID(), applicationId: id, applicantUid: me.token.uid, fromStaff: false, sentAt: ctx.now() };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(applicationMessages).values({
      id: message.id,
      applicationId: id,
      authorUid: me.token.uid,
      fromStaff: false,
      body: input.body,
      sentAt: message.sentAt,
    });
    await countMessageInThread(tx, message);
  });
  return toApplicantMessage({ ...message, body: input.body });
}

/** PUT /applications/:id/messages/read (view_own_applications, own application): the team's messages are read. */
export async function markMyThreadRead(ctx: ServiceContext, caller: Caller | null, id: string) {
  const { caller: me } = await requireOwnApplication(ctx, caller, id, 'view_own_applications', 'read_my_thread');
  await ctx.db
    .update(applicationThreads)
    .set({ applicantUnread: 0 })
    .where(and(eq(applicationThreads.applicationId, id), gt(applicationThreads.applicantUnread, 0)));
  return { unread: await unreadOf(ctx, me.token.uid) };
}
