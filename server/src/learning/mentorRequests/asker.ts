import { and, count, eq, isNull } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { MENTOR_REQUEST_LIMITS, MENTOR_REQUEST_MESSAGES, type MentorRequester } from '@sla/contract/schemas';
import { ownsAlumniProfile } from '@sla/permissions';
import { can, refuse, requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { alumniProfiles, mentorRequests, mentorships } from '../../db/schema.js';

/** Someone on the asking side of a request for a mentor: a student, or an alumnus (decision 0052). */
export interface Asker {
  caller: Caller;
  as: MentorRequester | null;
  /** For an alumnus: until when they may ask (their profile's start plus the recent years); null otherwise. */
  askUntil: Date | null;
  /** Whether they may ask now: every student; an alumnus before askUntil; nobody else (an admin, say). */
  mayAsk: boolean;
}

/** The instant an alumnus whose profile started at `startedAt` can no longer ask for a mentor. */
export function recentUntil(startedAt: Date): Date {
  const until = new Date(startedAt);
  until.setUTCFullYear(until.getUTCFullYear() + MENTOR_REQUEST_LIMITS.recentAlumniYears);
  return until;
}

/**
 * Who the caller is as someone asking for a mentor. The call needs access_mentor_support (students) or
 * network_with_alumni (alumni, and admins who hold it too): 401 signed out, else 403 audited. A student may ask; an
 * alumnus (a role that owns an alumni profile) may ask while their profile started less than
 * MENTOR_REQUEST_LIMITS.recentAlumniYears ago, by the service's clock; anyone else who passed (an admin) may not.
 */
export async function asker(ctx: ServiceContext, caller: Caller | null, context: Record<string, unknown>): Promise<Asker> {
  const signedIn = await requireAnyPermission(ctx, caller, ['access_mentor_support', 'network_with_alumni'], context);
  if (can(signedIn, 'access_mentor_support')) return { caller: signedIn, as: 'student', askUntil: null, mayAsk: true };
  if (!ownsAlumniProfile(signedIn.profile?.role)) return { caller: signedIn, as: null, askUntil: null, mayAsk: false };
  const [profile] = await ctx.db
    .select({ createdAt: alumniProfiles.createdAt })
    .from(alumniProfiles)
    .where(eq(alumniProfiles.uid, signedIn.token.uid));
  const askUntil = profile ? recentUntil(profile.createdAt) : null;
  return { caller: signedIn, as: 'alumni', askUntil, mayAsk: askUntil !== null && ctx.now() < askUntil };
}

/**
 * As `asker`, for seeing the mentors on offer and asking one: someone who may not ask now is refused with 403 in words
 * (audited), an alumnus past their first years told where else to look.
 */
export async function askerWhoMayAsk(
  ctx: ServiceContext,
  caller: Caller | null,
  context: Record<string, unknown>,
): Promise<Asker & { as: MentorRequester }> {
  const found = await asker(ctx, caller, context);
  if (found.mayAsk && found.as) return { ...found, as: found.as };
  return refuse(
    ctx,
    found.caller,
    'access_mentor_support',
    { ...context, rule: 'recentAlumni' },
    new DataError('forbidden', MENTOR_REQUEST_MESSAGES.notRecent),
  );
}

/** The caller's current mentorship as a mentee, if any. */
export async function currentMentorshipOf(db: Db, uid: string): Promise<string | null> {
  const [current] = await db
    .select({ id: mentorships.id })
    .from(mentorships)
    .where(and(eq(mentorships.studentUid, uid), isNull(mentorships.endedAt)))
    .limit(1);
  return current?.id ?? null;
}

/** How many of the caller's requests wait for an answer. */
export async function openRequestsOf(db: Db, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mentorRequests)
    .where(and(eq(mentorRequests.studentUid, uid), eq(mentorRequests.status, 'open')));
  return Number(row?.n ?? 0);
}
