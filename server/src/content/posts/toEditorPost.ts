import type { EditorPost, EditorPostSummary, ImageChoice } from '@sla/contract';
import type { ContentRow } from '../../db/schema.js';
import { storyPath } from '../../site/publicPaths.js';

/** What a row of the editor's list needs: a few columns, never the body. */
export type PostSummaryRow = Pick<
  ContentRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'status'
  | 'categoryId'
  | 'authorName'
  | 'publishedAt'
  | 'timeZone'
  | 'updatedAt'
  | 'updatedByName'
  | 'version'
> & { categoryName: string | null };

const image = (mediaId: string | null, url: string | null, alt: string | null): ImageChoice | null =>
  url ? { mediaId, url, alt: alt ?? '' } : null;

export function toEditorPostSummary(row: PostSummaryRow): EditorPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    category: row.categoryId && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
    authorName: row.authorName ?? '',
    publishedAt: row.publishedAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName ?? '',
    version: row.version,
  };
}

export function toEditorPost(row: ContentRow, categoryName: string | null): EditorPost {
  return {
    ...toEditorPostSummary({ ...row, categoryName }),
    summary: row.summary,
    categoryId: row.categoryId,
    coverImage: image(row.coverMediaId, row.coverImageUrl, row.coverImageAlt),
    body: row.body,
    seoDescription: row.seoDescription,
    socialImage: image(row.socialMediaId, row.socialImageUrl, row.socialImageAlt),
    creditUid: row.creditUid,
    createdAt: row.createdAt.toISOString(),
    publicPath: storyPath(row.slug),
  };
}
