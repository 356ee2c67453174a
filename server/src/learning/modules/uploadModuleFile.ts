import { randomUUID } from 'node:crypto';
import type { LearningFile } from '@sla/contract';
import { UPLOAD_TYPES } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import { checkUpload, declaredType, plainFileName, UPLOAD_MESSAGES } from '../../applications/files/uploadRules.js';
import type { Caller, ServiceContext } from '../../context.js';
import { moduleFiles } from '../../db/schema.js';
import { toLearningFile } from '../learningFile.js';
import { holdModule } from './holdModule.js';
import { MODULE_FILE_RULES } from './moduleFileRules.js';
import { noSuchModule } from './moduleMessages.js';
import { checkUploadContent } from '../../applications/files/uploadContent.js';

export interface ModuleUpload {
  /** The Content-Type header. */
  contentType: string | undefined;
  /** The X-File-Name header, URI-encoded. */
  fileName: string | string[] | undefined;
  /** The raw body; anything but bytes means a type no parser here reads. */
  body: unknown;
}

/**
 * Adds a file to a module (edit_programs): a PDF, PNG or JPEG up to 10 MB whose name, declared type and content agree,
 * checked as application uploads are.
 */
export async function uploadModuleFile(
  ctx: ServiceContext,
  caller: Caller | null,
  moduleId: string,
  upload: ModuleUpload,
): Promise<LearningFile> {
  const staff = await requirePermission(ctx, caller, 'edit_programs', { action: 'upload_module_file', moduleId });
  if (!Buffer.isBuffer(upload.body)) throw new UploadRefusal(415, UPLOAD_MESSAGES.notType(UPLOAD_TYPES));
  const bytes = upload.body;
  // One transaction with the module held against deletion: one deleted meanwhile is a 404, never a foreign key error.
  const stored = await ctx.db.transaction(async (tx) => {
    if (!(await holdModule(tx, moduleId))) throw noSuchModule();
    const name = plainFileName(upload.fileName);
    const type = checkUpload(MODULE_FILE_RULES, { name, declared: declaredType(upload.contentType), bytes });
    await checkUploadContent(type, name, bytes);
    const [row] = await tx
      .insert(moduleFiles)
      .values({
        id: randomUUID(),
        moduleId,
        name,
        type,
        size: bytes.length,
        content: bytes,
        uploadedBy: staff.token.uid,
        uploadedAt: ctx.now(),
      })
      .returning({
        id: moduleFiles.id,
        name: moduleFiles.name,
        type: moduleFiles.type,
        size: moduleFiles.size,
        uploadedAt: moduleFiles.uploadedAt,
      });
    return row!;
  });
  return toLearningFile(stored);
}
