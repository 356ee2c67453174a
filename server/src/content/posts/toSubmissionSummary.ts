import type { StorySubmission } from '@sla/data';
import type { StorySubmissionRow } from '../../db/schema.js';

/** A submission as the editor's home lists it. */
export function toSubmissionSummary(row: StorySubmissionRow): StorySubmission {
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
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
