import { requirePermission } from '../../access.js';
import type { StoredFile } from '../../applications/files/downloadFile.js';
import type { Caller, ServiceContext } from '../../context.js';
import { openedModule } from './openedModule.js';
import { storedModuleFile } from './storedModuleFile.js';

/** Downloads a file of an opened module of the caller's cohort (view_program_content); any other is 404. */
export async function studentModuleFile(
  ctx: ServiceContext,
  caller: Caller | null,
  moduleId: string,
  fileId: string,
): Promise<StoredFile> {
  const student = await requirePermission(ctx, caller, 'view_program_content', { action: 'download_module_file', moduleId });
  await openedModule(ctx.db, student.token.uid, moduleId, ctx.now());
  return storedModuleFile(ctx.db, moduleId, fileId);
}
