import { asc, sql } from 'drizzle-orm';
import type { CohortCandidate } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { findCohort } from './cohortRows.js';

/**
 * Students who are in no cohort as active members (manage_program_settings): accepted before any cohort of their
 * programme took new students, or given the role by hand. Each with the programme of their latest released
 * acceptance, so staff see where they belong; by name. 404 for a cohort that does not exist.
 */
export async function cohortCandidates(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
): Promise<{ items: CohortCandidate[] }> {
  await requirePermission(ctx, caller, 'manage_program_settings', { action: 'list_cohort_candidates', cohortId });
  await findCohort(ctx.db, cohortId);
  const items = await ctx.db
    .select({
      uid: users.uid,
      displayName: users.displayName,
      email: users.email,
      acceptedProgramName: sql<string | null>`(
        SELECT p.name FROM applications a JOIN programs p ON p.id = a.program_id
        WHERE a.user_id = ${users.uid} AND a.decision = 'accepted' AND a.released_at IS NOT NULL
        ORDER BY a.released_at DESC, a.id LIMIT 1)`,
    })
    .from(users)
    .where(
      sql`${users.role} = 'student' AND NOT EXISTS (SELECT 1 FROM cohort_members m WHERE m.uid = ${users.uid} AND m.status = 'active')`,
    )
    .orderBy(sql`lower(${users.displayName}) NULLS LAST`, asc(users.uid));
  return { items };
}
