import { asc, eq } from 'drizzle-orm';
import type { StaffModule } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { modules, type ModuleRow } from '../../db/schema.js';
import { filesOfModules } from './moduleFiles.js';
import { noSuchModule } from './moduleMessages.js';

async function withFiles(db: Db, rows: ModuleRow[]): Promise<StaffModule[]> {
  const files = await filesOfModules(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    cohortId: row.cohortId,
    position: row.position,
    title: row.title,
    body: row.body,
    links: row.links,
    opensAt: row.opensAt.toISOString(),
    files: files.get(row.id)!,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** A cohort's modules in their order, as staff edit them. */
export async function staffModules(db: Db, cohortId: string): Promise<StaffModule[]> {
  const rows = await db
    .select()
    .from(modules)
    .where(eq(modules.cohortId, cohortId))
    .orderBy(asc(modules.position), asc(modules.id));
  return withFiles(db, rows);
}

/** One module as staff edit it, or 404. */
export async function staffModule(db: Db, id: string): Promise<StaffModule> {
  const rows = await db.select().from(modules).where(eq(modules.id, id));
  const [module] = await withFiles(db, rows);
  if (!module) throw noSuchModule();
  return module;
}
