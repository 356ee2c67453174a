import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { StoredFile } from '../../applications/files/downloadFile.js';
import type { Caller, ServiceContext } from '../../context.js';
import { moduleFiles } from '../../db/schema.js';
import { noSuchFile } from './moduleMessages.js';
import { storedModuleFile } from './storedModuleFile.js';

/** Downloads a module's file as staff (edit_programs). */
export async function downloadModuleFile(
  ctx: ServiceContext,
  caller: Caller | null,
  moduleId: string,
  fileId: string,
): Promise<StoredFile> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'download_module_file', moduleId, fileId });
  return storedModuleFile(ctx.db, moduleId, fileId);
}

/** Removes a file from a module (edit_programs). */
export async function removeModuleFile(
  ctx: ServiceContext,
  caller: Caller | null,
  moduleId: string,
  fileId: string,
): Promise<void> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'remove_module_file', moduleId, fileId });
  const removed = await ctx.db
    .delete(moduleFiles)
    .where(and(eq(moduleFiles.id, fileId), eq(moduleFiles.moduleId, moduleId)))
    .returning({ id: moduleFiles.id });
  if (!removed.length) throw noSuchFile();
}
