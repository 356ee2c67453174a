import type { StorySubmission } from '@sla/contract';
import type { StorySubmissionRow } from '../../db/schema.js';

/** A submission as the editor's home lists it; `publishedPath` where visitors read it once published. */
export function toSubmissionSummary(row: StorySubmissionRow, publishedPath: string | null = null): StorySubmission {
  return {
    id: row.id,
    authorUid: row.authorUid,
    authorName: row.authorName,
    title: row.title,
    summary: row.summary,
    body: row.body,
    status: row.status,
    note: row.note,
    postId: row.postId,
    publishedPath,
    cover: row.coverMediaId && row.coverUrl ? { mediaId: row.coverMediaId, url: row.coverUrl, alt: row.coverAlt } : null,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
