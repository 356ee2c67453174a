import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { StaffThreadMessage, StaffThreadSummary } from '@sla/contract';
import { applicantMessageInput, messageInboxQuery, messageThreadQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { keysetPage } from '../cursor.js';
import { applicationMessages, applications, applicationThreads, programs, users } from '../db/schema.js';
import { findApplication } from '../review/findApplication.js';
import {
  before,
  countMessageInThread,
  previewOf,
  previewSource,
  THREAD_PAGE_SIZE,
  threadMessageRows,
  threadOf,
  toStaffMessage,
} from './threadRows.js';

/** Staff who declared a conflict of interest on an application do not see its thread either. */
const notConflicted = (uid: string) =>
  sql`NOT EXISTS (SELECT 1 FROM review_conflicts c WHERE c.application_id = ${applicationThreads.applicationId} AND c.reviewer_uid = ${uid})`;

/**
 * GET /review/messages (manage_applications): the threads, latest message first, one keyset page (the inbox index,
 * or its partial index of threads with unread replies), and how many threads have replies no one has read.
 */
export async function listMessageInbox(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown) {
  const staff = await requirePermission(ctx, caller, 'manage_applications', { action: 'list_message_inbox' });
  const query = parseInput(messageInboxQuery, rawQuery);
  const limit = query.limit ?? THREAD_PAGE_SIZE;
  const unreadOnly = query.unread === '1';
  const rows = await ctx.db
    .select({
      applicationId: applicationThreads.applicationId,
      applicantUid: applicationThreads.applicantUid,
      lastMessageAt: applicationThreads.lastMessageAt,
      messages: applicationThreads.messages,
      unread: applicationThreads.staffUnread,
      displayName: users.displayName,
      email: users.email,
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
    .leftJoin(users, eq(users.uid, applicationThreads.applicantUid))
    .where(
      and(
        unreadOnly ? gt(applicationThreads.staffUnread, 0) : undefined,
        before(applicationThreads.lastMessageAt, applicationThreads.applicationId, query.cursor),
        notConflicted(staff.token.uid),
      ),
    )
    .orderBy(desc(applicationThreads.lastMessageAt), desc(applicationThreads.applicationId))
    .limit(limit + 1);
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(applicationThreads)
    .where(and(gt(applicationThreads.staffUnread, 0), notConflicted(staff.token.uid)));
  const page = keysetPage(
    rows,
    limit,
    (row): StaffThreadSummary => ({
      applicationId: row.applicationId,
      applicant: { uid: row.applicantUid, displayName: row.displayName, email: row.email },
      program: { id: row.programId, slug: row.programSlug, name: row.programName },
      preview: previewOf(row.preview),
      lastFromStaff: row.lastFromStaff,
      lastMessageAt: row.lastMessageAt.toISOString(),
      messages: row.messages,
      unread: row.unread,
    }),
    (row) => [row.lastMessageAt, row.applicationId],
  );
  return { ...page, unreadThreads: counted?.n ?? 0 };
}

/** GET /review/applications/:id/messages (manage_applications): the thread, newest first, and its unread replies. */
export async function getApplicationThread(ctx: ServiceContext, caller: Caller | null, id: string, rawQuery: unknown) {
  const staff = await requirePermission(ctx, caller, 'manage_applications', { action: 'read_application_thread', id });
  const query = parseInput(messageThreadQuery, rawQuery);
  await findApplication(ctx.db, id, staff.token.uid);
  const limit = query.limit ?? THREAD_PAGE_SIZE;
  const rows = await threadMessageRows(ctx.db, id, query.cursor, limit + 1);
  const thread = await threadOf(ctx.db, id);
  return {
    ...keysetPage(rows, limit, toStaffMessage, (row) => [row.sentAt, row.id]),
    unread: thread?.staffUnread ?? 0,
  };
}

/**
 * POST /review/applications/:id/messages (manage_applications): a message to the applicant in the application's
 * thread. Its e-mail is queued after the commit (mail_pending; enqueueMessageMail), like a message to many.
 */
export async function messageApplicant(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffThreadMessage> {
  const staff = await requirePermission(ctx, caller, 'manage_applications', { action: 'message_applicant', id });
  const input = parseInput(applicantMessageInput, body);
  const messageId = randomUUID();
  const sentAt = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const application = await findApplication(tx, id, staff.token.uid);
    await tx.insert(applicationMessages).values({
      id: messageId,
      applicationId: id,
      authorUid: staff.token.uid,
      fromStaff: true,
      body: input.body,
      sentAt,
      mailPending: true,
    });
    await countMessageInThread(tx, {
      id: messageId,
      applicationId: id,
      applicantUid: application.userId,
      fromStaff: true,
      sentAt,
    });
  });
  const [author] = await ctx.db.select({ name: users.displayName }).from(users).where(eq(users.uid, staff.token.uid));
  return toStaffMessage({
    id: messageId,
    applicationId: id,
    authorUid: staff.token.uid,
    fromStaff: true,
    body: input.body,
    sentAt,
    mailPending: true,
    authorName: author?.name ?? null,
  });
}

/** PUT /review/applications/:id/messages/read (manage_applications): the applicant's replies are read, for all staff. */
export async function markApplicationThreadRead(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  const staff = await requirePermission(ctx, caller, 'manage_applications', { action: 'read_application_thread', id });
  await findApplication(ctx.db, id, staff.token.uid);
  await ctx.db
    .update(applicationThreads)
    .set({ staffUnread: 0 })
    .where(and(eq(applicationThreads.applicationId, id), gt(applicationThreads.staffUnread, 0)));
}
