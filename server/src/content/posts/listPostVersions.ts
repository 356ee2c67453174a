import type { ContentVersionSummary } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { listVersions } from '../versions/listVersions.js';
import { findPost } from './findPost.js';

/** A post's saved versions, newest first, with who saved each and when (edit_content). */
export async function listPostVersions(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
): Promise<{ items: ContentVersionSummary[] }> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'list_post_versions', postId: id });
  await findPost(ctx.db, id);
  return { items: await listVersions(ctx.db, 'post', id) };
}
