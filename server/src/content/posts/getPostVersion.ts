import { DataError, type ContentVersion } from '@sla/data';
import { CONTENT_MESSAGES } from '@sla/data/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { versionNumber } from '../events/versionNumber.js';
import { getVersion } from '../versions/getVersion.js';
import { findPost } from './findPost.js';

/** One saved version of a post with its text, to compare with the current one (edit_content). */
export async function getPostVersion(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawVersion: string,
): Promise<ContentVersion> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'get_post_version', postId: id });
  await findPost(ctx.db, id);
  const version = versionNumber(rawVersion);
  const found = version === null ? null : await getVersion(ctx.db, 'post', id, version);
  if (!found) throw new DataError('not_found', CONTENT_MESSAGES.noSuchVersion);
  return found;
}
