import { and, eq } from 'drizzle-orm';
import type { Caller, ServiceContext } from '../../context.js';
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
  const [file] = await ctx.db
    .select({ name: applicationFiles.name, type: applicationFiles.type, content: applicationFiles.content })
    .from(applicationFiles)
    .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.applicationId, id)))
    .limit(1);
  if (!file) throw noSuchFile();
  return file;
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
