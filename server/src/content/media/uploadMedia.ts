import { DataError, type MediaItem } from '@sla/contract';
import { MEDIA_WRITERS } from '@sla/contract/operations/content';
import { requireAnyPermission } from '../../access.js';
import { plainFileName } from '../../applications/files/uploadRules.js';
import type { Caller, ServiceContext } from '../../context.js';
import { callerName } from '../live/callerName.js';
import { ingestMedia } from './ingestMedia.js';
import { MEDIA_MESSAGES } from './mediaRules.js';

export interface MediaUpload {
  /** The X-File-Name header, URI-encoded. */
  fileName: string | string[] | undefined;
  /** The raw body; anything but bytes means no parser read it. */
  body: unknown;
}

/** Who may put images in the library: anyone who writes or edits content (declared with the media operations). */
export { MEDIA_WRITERS };

/**
 * Adds an uploaded image to the media library (create_content or edit_content). The Content-Type the
 * browser declared is not consulted at all: a PNG named photo.jpg and sent as text/plain is still a PNG.
 */
export async function uploadMedia(ctx: ServiceContext, caller: Caller | null, upload: MediaUpload): Promise<MediaItem> {
  const editor = await requireAnyPermission(ctx, caller, MEDIA_WRITERS, { action: 'upload_media' });
  const fileName = plainFileName(upload.fileName);
  const bytes = Buffer.isBuffer(upload.body) ? upload.body : Buffer.alloc(0);
  if (!bytes.length)
    throw new DataError('invalid_input', MEDIA_MESSAGES.empty(fileName), { file: MEDIA_MESSAGES.empty(fileName) });
  return ingestMedia(ctx, { bytes, fileName, uploadedBy: editor.token.uid, uploadedByName: callerName(editor) });
}
