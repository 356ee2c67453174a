import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { moduleProgress, modules, type ModuleRow } from '../../db/schema.js';

export type StudentModuleRow = ModuleRow & { doneAt: Date | null };

/**
 * The cohort's modules in order with when `uid` marked each done: all of them, or only `moduleId` when named, and
 * only those opened by `openedBy` when given.
 */
export async function studentModuleRows(
  db: Db,
  uid: string,
  cohortId: string,
  only: { moduleId?: string; openedBy?: Date } = {},
): Promise<StudentModuleRow[]> {
  const conditions = [eq(modules.cohortId, cohortId)];
  if (only.moduleId !== undefined) conditions.push(eq(modules.id, only.moduleId));
  if (only.openedBy) conditions.push(lte(modules.opensAt, only.openedBy));
  const rows = await db
    .select({ module: modules, doneAt: moduleProgress.doneAt })
    .from(modules)
    .leftJoin(moduleProgress, and(eq(moduleProgress.moduleId, modules.id), eq(moduleProgress.uid, uid)))
    .where(and(...conditions))
    .orderBy(asc(modules.position), asc(modules.id));
  return rows.map(({ module, doneAt }) => ({ ...module, doneAt }));
}
