import type { Db } from '../../db/database.js';
import { findStudentCohort } from '../studentCohort.js';
import { noSuchModule } from './moduleMessages.js';
import { studentModuleRows, type StudentModuleRow } from './studentModuleRows.js';

/**
 * A module the student may read: one of their cohort's, opened by `now`. Any other (another cohort's, one still to
 * open, one that does not exist) is 404 alike, so nobody learns what another cohort or a later week holds.
 */
export async function openedModule(db: Db, uid: string, moduleId: string, now: Date): Promise<StudentModuleRow> {
  const cohort = await findStudentCohort(db, uid);
  const [row] = cohort ? await studentModuleRows(db, uid, cohort.id, { moduleId, openedBy: now }) : [];
  if (!row) throw noSuchModule();
  return row;
}
