import { and, eq } from 'drizzle-orm';
import { conflictInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../context.js';
import { reviewAssignments, reviewConflicts, reviews, users } from '../db/schema.js';
import { addEvent } from './events.js';
import { findApplication } from './findApplication.js';
import { refreshReviewCounts } from './refreshReviewCounts.js';
import { asReviewer } from './refusal.js';
import { shownName } from '@sla/domain';

/**
 * The caller declares a conflict of interest (review_applications): their assignment and any
 * review of theirs go (the average is recounted without it), and from then on the application is
 * hidden from them everywhere in review. The reason is kept for the record, not shown on the timeline.
 */
export function declareConflict(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<void> {
  return asReviewer(ctx, caller, 'review_applications', { action: 'declare_conflict', applicationId: id }, async (reviewer) => {
    const input = parseInput(conflictInput, body);
    const uid = reviewer.token.uid;
    await ctx.db.transaction(async (tx) => {
      await findApplication(tx, id, uid, { lock: true });
      const now = ctx.now();
      await tx.insert(reviewConflicts).values({ applicationId: id, reviewerUid: uid, reason: input.reason, declaredAt: now });
      await tx
        .delete(reviewAssignments)
        .where(and(eq(reviewAssignments.applicationId, id), eq(reviewAssignments.reviewerUid, uid)));
      await tx.delete(reviews).where(and(eq(reviews.applicationId, id), eq(reviews.reviewerUid, uid)));
      const [person] = await tx.select().from(users).where(eq(users.uid, uid));
      await addEvent(tx, {
        applicationId: id,
        type: 'conflict_declared',
        actorUid: uid,
        text: `${shownName(person)} declared a conflict of interest`,
        at: now,
        detail: { reviewerUid: uid },
      });
      await refreshReviewCounts(tx, id, now);
    });
  });
}
