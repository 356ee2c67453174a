import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { content } from '../db/schema.js';
import { markSubmissionPublished } from './submissions/markSubmissionPublished.js';

export const PUBLISH_BATCH = 100;

/**
 * Marks scheduled posts and events whose time has come as published. Visitors see them on time without this (the
 * clock decides on every public read); this keeps the editors' lists, their "scheduled" counts and an alumnus's
 * notice right, also after a restart. Each item is its own transaction; returns how many were published.
 */
export async function publishDueContent(ctx: ServiceContext): Promise<number> {
  let published = 0;
  for (;;) {
    const now = ctx.now();
    const due = await ctx.db
      .select({ id: content.id })
      .from(content)
      .where(and(eq(content.status, 'scheduled'), lte(content.publishedAt, now), inArray(content.type, ['post', 'event'])))
      .orderBy(asc(content.publishedAt), asc(content.id))
      .limit(PUBLISH_BATCH);
    let publishedNow = 0;
    for (const { id } of due) {
      const row = await ctx.db.transaction(async (tx) => {
        // Another instance, or an editor, may have changed it since it was listed.
        const [flipped] = await tx
          .update(content)
          .set({ status: 'published' })
          .where(and(eq(content.id, id), eq(content.status, 'scheduled'), lte(content.publishedAt, now)))
          .returning();
        if (flipped?.type === 'post' && flipped.creditUid) await markSubmissionPublished(tx, id, ctx);
        return flipped;
      });
      if (!row) continue;
      publishedNow += 1;
      ctx.changes.publish({
        kind: row.type === 'event' ? 'event' : 'post',
        id,
        action: 'published',
        byName: row.updatedByName ?? '',
        at: now.toISOString(),
      });
    }
    published += publishedNow;
    // A short batch was the last; a batch with nothing published is being handled elsewhere.
    if (due.length < PUBLISH_BATCH || publishedNow === 0) return published;
  }
}
