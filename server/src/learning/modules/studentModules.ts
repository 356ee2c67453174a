import type { StudentModules } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findStudentCohort, toStudentCohort } from '../studentCohort.js';
import { filesOfModules } from './moduleFiles.js';
import { studentModuleRows } from './studentModuleRows.js';
import { toStudentModule, toUpcomingModule } from './toStudentModule.js';

/** The caller's cohort's modules (view_program_content): those opened by the service's clock in full, the rest by title. */
export async function studentModules(ctx: ServiceContext, caller: Caller | null): Promise<StudentModules> {
  const student = await requirePermission(ctx, caller, 'view_program_content', { action: 'list_student_modules' });
  const uid = student.token.uid;
  const cohort = await findStudentCohort(ctx.db, uid);
  if (!cohort) return { cohort: null, opened: [], upcoming: [] };
  const now = ctx.now().getTime();
  const rows = await studentModuleRows(ctx.db, uid, cohort.id);
  const opened = rows.filter((row) => row.opensAt.getTime() <= now);
  const files = await filesOfModules(
    ctx.db,
    opened.map((row) => row.id),
  );
  return {
    cohort: toStudentCohort(cohort),
    opened: opened.map((row) => toStudentModule(row, files.get(row.id)!)),
    upcoming: rows.filter((row) => row.opensAt.getTime() > now).map(toUpcomingModule),
  };
}
