import type { ContentRow } from '../../db/schema.js';
import { toEditorPost } from './toEditorPost.js';

/**
 * A post's text as a version keeps it: the names of the editing form (postInput), so a version can be compared with
 * the editor's fields and restored through the same checks as a save; plus the status it had, for the history.
 */
export function postSnapshot(row: ContentRow): Record<string, unknown> {
  const post = toEditorPost(row, null);
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    categoryId: post.categoryId,
    authorName: post.authorName,
    coverImage: post.coverImage,
    body: post.body,
    seoDescription: post.seoDescription,
    socialImage: post.socialImage,
    status: post.status,
  };
}
