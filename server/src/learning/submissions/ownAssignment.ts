import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { assignments, modules, type AssignmentRow } from '../../db/schema.js';
import { noSuchAssignment } from '../assignments/findAssignment.js';
import { lockMember } from '../cohorts/lockMember.js';
import { findStudentCohort, type StudentCohortRow } from '../studentCohort.js';

export interface OwnAssignment {
  cohort: StudentCohortRow;
  assignment: AssignmentRow & { moduleTitle: string | null };
}

/**
 * An assignment of the student's own cohort, or 404: one of another cohort is answered as if it did not exist.
 * With `lock` (inside a transaction), the student's membership is locked, so their hand-ins and uploads happen one at
 * a time (two at once must not both count), and the assignment is share-locked so it cannot be deleted meanwhile.
 */
export async function findOwnAssignment(
  db: Db,
  uid: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OwnAssignment> {
  const found = await findStudentCohort(db, uid);
  if (!found) throw noSuchAssignment();
  let cohort = found;
  if (options.lock) {
    const member = await lockMember(db, found.id, uid);
    // As it stands now that it is locked.
    if (member) cohort = { ...found, status: member.status };
  }
  const query = db
    .select({ assignment: assignments, moduleTitle: modules.title })
    .from(assignments)
    .leftJoin(modules, eq(modules.id, assignments.moduleId))
    .where(and(eq(assignments.id, id), eq(assignments.cohortId, cohort.id)))
    .limit(1);
  const [row] = options.lock ? await query.for('share', { of: assignments }) : await query;
  if (!row) throw noSuchAssignment();
  return { cohort, assignment: { ...row.assignment, moduleTitle: row.moduleTitle } };
}
