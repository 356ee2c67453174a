import type { ContentRow } from '../../db/schema.js';

/** Whether visitors could have seen the post at its address (published, due, or archived after being out). */
export function wasPublic(row: ContentRow, now: Date): boolean {
  return row.publishedAt !== null && row.publishedAt <= now;
}
