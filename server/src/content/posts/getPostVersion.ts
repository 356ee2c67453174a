import type { ContentVersion } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findVersion } from '../versions/findVersion.js';
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
  return findVersion(ctx.db, 'post', id, rawVersion);
}
