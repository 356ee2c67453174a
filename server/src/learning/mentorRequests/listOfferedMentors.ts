import { and, eq, sql } from 'drizzle-orm';
import type { OfferedMentor } from '@sla/contract';
import { fieldShownTo } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniProfiles, mentorRequests, programs } from '../../db/schema.js';
import { askerWhoMayAsk } from './asker.js';
import { offeredMentorSql } from './offeredMentors.js';

/** More than any programme has; the list is read whole, by name. */
const MAX = 500;

/**
 * GET /mentoring/mentors: alumni a student or a recent alumnus (decision 0052) may ask, by name; never the caller. Each card is what members of the network see of each
 * other (decision 0047: offering to mentor shows that card to students looking for a mentor); nothing more.
 */
export async function listOfferedMentors(ctx: ServiceContext, caller: Caller | null): Promise<{ items: OfferedMentor[] }> {
  const { caller: student } = await askerWhoMayAsk(ctx, caller, { action: 'list_offered_mentors' });
  const me = student.token.uid;
  const rows = await ctx.db
    .select({
      profile: alumniProfiles,
      programName: programs.name,
      asked: sql<boolean>`EXISTS (SELECT 1 FROM ${mentorRequests} r WHERE r.student_uid = ${me} AND r.mentor_uid = ${alumniProfiles.uid} AND r.status = 'open')`,
    })
    .from(alumniProfiles)
    .leftJoin(programs, eq(programs.id, alumniProfiles.programId))
    .where(and(eq(alumniProfiles.openToMentoring, true), offeredMentorSql(sql`${alumniProfiles.uid}`, me)))
    .orderBy(sql`lower(${alumniProfiles.alumniName})`, alumniProfiles.uid)
    .limit(MAX);
  return {
    items: rows.map(({ profile, programName, asked }) => {
      const shown = (field: keyof typeof profile.visibility) => fieldShownTo(profile.visibility[field], 'alumni');
      const text = (field: keyof typeof profile.visibility, value: string) => (shown(field) && value ? value : null);
      return {
        uid: profile.uid,
        name: profile.alumniName ?? '',
        headline: text('headline', profile.headline),
        field: text('field', profile.field),
        country: text('country', profile.country),
        programName: shown('programme') ? (programName ?? null) : null,
        cohortYear: shown('year') ? profile.cohortYear : null,
        asked: Boolean(asked),
      };
    }),
  };
}
