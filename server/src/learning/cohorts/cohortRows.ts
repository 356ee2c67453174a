import { desc, eq, sql } from 'drizzle-orm';
import { DataError, type Cohort } from '@sla/contract';
import { COHORT_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../../db/database.js';
import { cohorts, programs } from '../../db/schema.js';

const membersWith = (status: 'active' | 'completed') =>
  sql<number>`(SELECT count(*) FROM cohort_members m WHERE m.cohort_id = ${cohorts.id} AND m.status = ${status})`.mapWith(Number);

/** A cohort as staff read it: with its programme's name and time zone, and its member counts. */
const COHORT_COLUMNS = {
  id: cohorts.id,
  programId: cohorts.programId,
  programName: programs.name,
  timeZone: programs.timeZone,
  name: cohorts.name,
  startsOn: cohorts.startsOn,
  endsOn: cohorts.endsOn,
  acceptingStudents: cohorts.acceptingStudents,
  activeMembers: membersWith('active'),
  completedMembers: membersWith('completed'),
};

/** Cohorts, of one programme or all, the newest start first. */
export function cohortList(db: Db, programId: string | undefined): Promise<Cohort[]> {
  const query = db.select(COHORT_COLUMNS).from(cohorts).innerJoin(programs, eq(programs.id, cohorts.programId));
  return (programId ? query.where(eq(cohorts.programId, programId)) : query).orderBy(
    desc(cohorts.startsOn),
    desc(cohorts.createdAt),
    cohorts.id,
  );
}

/** One cohort, or 404 "No such cohort.". */
export async function findCohort(db: Db, id: string): Promise<Cohort> {
  const [row] = await db
    .select(COHORT_COLUMNS)
    .from(cohorts)
    .innerJoin(programs, eq(programs.id, cohorts.programId))
    .where(eq(cohorts.id, id));
  if (!row) throw noSuchCohort();
  return row;
}

export const noSuchCohort = () => new DataError('not_found', COHORT_MESSAGES.notFound);
