import { eq } from 'drizzle-orm';
import { canMentor } from '@sla/permissions';
import { can, forbidden, refuse, requireCaller } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { mentorships, type MentorshipRow } from '../../db/schema.js';
import { startedByAlumnus } from '../mentorRequests/alumnusMentorship.js';
import { mentorshipEnded, noSuchMentorship } from './mentoringMessages.js';

export type MentorshipSide = 'student' | 'mentor';

/** A mentorship the caller may use, and which side of it they are on. */
export interface OpenMentorship {
  row: MentorshipRow;
  caller: Caller;
  you: MentorshipSide;
}

/**
 * The mentorship `id` for one of its two people: 401 signed out; 404 (audited as a refusal) for anyone else signed in,
 * the same answer as for a mentorship that does not exist, which is only a 404 (no one was refused anything). A participant also needs their side's right: the student
 * access_mentor_support (network_with_alumni for an alumnus whose request started it), the mentor canMentor; without it 403 (audited), since they know it exists. `write` refuses an
 * ended mentorship with 409: it stays readable by its two people.
 */
export async function openMentorship(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  action: string,
  options: { write?: boolean } = {},
): Promise<OpenMentorship> {
  const signedIn = requireCaller(caller);
  const [row] = await ctx.db.select().from(mentorships).where(eq(mentorships.id, id)).limit(1);
  const uid = signedIn.token.uid;
  const you: MentorshipSide | null = row?.studentUid === uid ? 'student' : row?.mentorUid === uid ? 'mentor' : null;
  const context = { action, mentorshipId: id };
  if (!row) throw noSuchMentorship();
  if (!you) return refuse(ctx, signedIn, 'access_mentor_support', context, noSuchMentorship());
  // The mentee: a student, or an alumnus whose request started this mentorship (decision 0052).
  if (you === 'student' && !(await menteeMayUse(ctx.db, signedIn, row.id)))
    return refuse(ctx, signedIn, 'access_mentor_support', { ...context, side: you }, forbidden());
  // canMentor reads edit_programs or network_with_alumni; the audit entry names the first.
  if (you === 'mentor' && !canMentor(signedIn.profile?.role))
    return refuse(ctx, signedIn, 'edit_programs', { ...context, side: you, rule: 'canMentor' }, forbidden());
  if (options.write && row.endedAt) throw mentorshipEnded();
  return { row, caller: signedIn, you };
}

/**
 * Whether the mentee may use mentorship `id`: a student by access_mentor_support; an alumnus (network_with_alumni) when
 * their own request started it (decision 0052).
 */
export async function menteeMayUse(db: Db, mentee: Caller, id: string): Promise<boolean> {
  if (can(mentee, 'access_mentor_support')) return true;
  return can(mentee, 'network_with_alumni') && (await startedByAlumnus(db, id));
}

/**
 * Inside a write's transaction: holds the mentorship (FOR SHARE) until the write commits, so ending it waits for the
 * write, and refuses with 409 when it ended since openMentorship looked.
 */
export async function holdOpenMentorship(tx: Db, id: string): Promise<void> {
  const [row] = await tx.select({ endedAt: mentorships.endedAt }).from(mentorships).where(eq(mentorships.id, id)).for('share');
  if (!row) throw noSuchMentorship();
  if (row.endedAt) throw mentorshipEnded();
}

/** The uid of the other side. */
export const otherSide = (open: OpenMentorship): string => (open.you === 'student' ? open.row.mentorUid : open.row.studentUid);
