import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Mentee } from '@sla/contract';
import { canMentor } from '@sla/permissions';
import { forbidden, refuse, requireCaller } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { cohorts, mentorMessages, mentorships, users } from '../../db/schema.js';

/**
 * GET /mentoring/mentees: the caller's current mentees, newest pairing first, each with what waits for the mentor
 * (unread messages, open tasks). Only someone whose role may mentor (canMentor) asks; anyone else gets 403, audited.
 */
export async function listMentees(ctx: ServiceContext, caller: Caller | null): Promise<{ items: Mentee[] }> {
  const signedIn = requireCaller(caller);
  if (!canMentor(signedIn.profile?.role))
    await refuse(ctx, signedIn, 'edit_programs', { action: 'list_mentees', rule: 'canMentor' }, forbidden());
  const rows = await ctx.db
    .select({
      id: mentorships.id,
      studentUid: mentorships.studentUid,
      displayName: users.displayName,
      role: users.role,
      cohortName: cohorts.name,
      pairedAt: mentorships.pairedAt,
      unreadMessages: sql<number>`(SELECT count(*)::int FROM mentor_messages WHERE mentorship_id = ${mentorships.id} AND author_uid <> ${mentorships.mentorUid} AND read_at IS NULL)`,
      lastMessageAt: sql<Date | null>`(SELECT max(sent_at) FROM mentor_messages WHERE mentorship_id = ${mentorships.id})`.mapWith(
        mentorMessages.sentAt,
      ),
      openTasks: sql<number>`(SELECT count(*)::int FROM mentor_tasks WHERE mentorship_id = ${mentorships.id} AND done_at IS NULL)`,
    })
    .from(mentorships)
    .leftJoin(users, eq(users.uid, mentorships.studentUid))
    .leftJoin(cohorts, eq(cohorts.id, mentorships.cohortId))
    .where(and(eq(mentorships.mentorUid, signedIn.token.uid), isNull(mentorships.endedAt)))
    .orderBy(desc(mentorships.pairedAt), desc(mentorships.id));
  return {
    items: rows.map((row) => ({
      mentorshipId: row.id,
      student: { uid: row.studentUid, displayName: row.displayName, role: row.role },
      cohortName: row.cohortName,
      pairedAt: row.pairedAt.toISOString(),
      unreadMessages: Number(row.unreadMessages),
      lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
      openTasks: Number(row.openTasks),
    })),
  };
}
