import { and, eq } from 'drizzle-orm';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { applicationFiles } from '../../db/schema.js';
import { requireOwnApplication } from '../ownApplication.js';
import { noSuchFile } from './removeFile.js';

export interface StoredFile {
  name: string;
  type: string;
  content: Buffer;
}

/** One of the caller's own application's files, bytes and all (view_own_applications). */
export async function downloadFile(ctx: ServiceContext, caller: Caller | null, id: string, fileId: string): Promise<StoredFile> {
  await requireOwnApplication(ctx, caller, id, 'view_own_applications', 'download_file');
  const file = await readStoredFile(ctx.db, id, fileId);
  if (!file) throw noSuchFile();
  return file;
}

/** A file of an application with its bytes, or null; the caller has already decided who may read it. */
export async function readStoredFile(db: Db, applicationId: string, fileId: string): Promise<StoredFile | null> {
  const [file] = await db
    .select({ name: applicationFiles.name, type: applicationFiles.type, content: applicationFiles.content })
    .from(applicationFiles)
    .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.applicationId, applicationId)))
    .limit(1);
  return file ?? null;
}

/**
 * Headers that make the browser save the file rather than render it as a page: attachment, the checked type, and
 * nosniff. The name is kept to safe ASCII for old clients, with the full name in RFC 5987 form beside it.
 */
export function attachmentHeaders(file: Pick<StoredFile, 'name' | 'type'>): Record<string, string> {
  const ascii = file.name.replace(/[^A-Za-z0-9._ -]/g, '_') || 'file';
  const encoded = encodeURIComponent(file.name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return {
    'content-type': file.type,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}
