import { and, eq } from 'drizzle-orm';
import type { StoredFile } from '../../applications/files/downloadFile.js';
import type { Db } from '../../db/database.js';
import { moduleFiles } from '../../db/schema.js';
import { noSuchFile } from './moduleMessages.js';

/** A module's file with its bytes, or 404; the caller has already decided who may read it. */
export async function storedModuleFile(db: Db, moduleId: string, fileId: string): Promise<StoredFile> {
  const [file] = await db
    .select({ name: moduleFiles.name, type: moduleFiles.type, content: moduleFiles.content })
    .from(moduleFiles)
    .where(and(eq(moduleFiles.id, fileId), eq(moduleFiles.moduleId, moduleId)));
  if (!file) throw noSuchFile();
  return file;
}
