import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { StaffModule } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { modules } from '../../db/schema.js';
import { lockCohort } from './lockCohortModules.js';
import { noSuchModule } from './moduleMessages.js';
import { readModuleInput } from './readModuleInput.js';
import { staffModule } from './staffModules.js';

/** A new module, placed after the cohort's last one (edit_programs). */
export async function createModule(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  body: unknown,
): Promise<StaffModule> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'create_module', cohortId });
  const input = readModuleInput(body);
  const now = ctx.now();
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await lockCohort(tx, cohortId);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${modules.position}), 0)`.mapWith(Number) })
      .from(modules)
      .where(eq(modules.cohortId, cohortId));
    await tx
      .insert(modules)
      .values({ id, cohortId, position: (last?.position ?? 0) + 1, ...input, createdAt: now, updatedAt: now });
  });
  return staffModule(ctx.db, id);
}

/** Replaces a module's title, body, links and opening date (edit_programs); its place and files stay. */
export async function updateModule(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<StaffModule> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'update_module', moduleId: id });
  const input = readModuleInput(body);
  const [row] = await ctx.db
    .update(modules)
    .set({ ...input, updatedAt: ctx.now() })
    .where(eq(modules.id, id))
    .returning({ id: modules.id });
  if (!row) throw noSuchModule();
  return staffModule(ctx.db, id);
}
