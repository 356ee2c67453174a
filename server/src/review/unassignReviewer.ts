import { and, eq } from 'drizzle-orm';
import { DataError, type StaffApplication } from '@sla/contract';
import { REVIEW_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { reviewAssignments, reviews, users } from '../db/schema.js';
import { addEvent } from './events.js';
import { findApplication } from './findApplication.js';
import { refreshReviewCounts } from './refreshReviewCounts.js';
import { asReviewer } from './refusal.js';
import { toStaffApplication } from './toStaffApplication.js';
import { shownName } from '@sla/domain';

/**
 * Takes a reviewer off an application (manage_applications). Someone whose review is in stays:
 * removing them would quietly drop their scores from the average. Removing someone not assigned
 * changes nothing.
 */
export function unassignReviewer(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  reviewerUid: string,
): Promise<StaffApplication> {
  return asReviewer(
    ctx,
    caller,
    'manage_applications',
    { action: 'unassign_reviewer', applicationId: id, reviewerUid },
    async (manager) => {
      const managerUid = manager.token.uid;
      const row = await ctx.db.transaction(async (tx) => {
        await findApplication(tx, id, managerUid, { lock: true });
        const [person] = await tx.select().from(users).where(eq(users.uid, reviewerUid));
        const name = shownName(person);
        const [review] = await tx
          .select({ uid: reviews.reviewerUid })
          .from(reviews)
          .where(and(eq(reviews.applicationId, id), eq(reviews.reviewerUid, reviewerUid)));
        if (review) throw new DataError('conflict', REVIEW_MESSAGES.reviewSubmitted(name));
        const removed = await tx
          .delete(reviewAssignments)
          .where(and(eq(reviewAssignments.applicationId, id), eq(reviewAssignments.reviewerUid, reviewerUid)))
          .returning({ uid: reviewAssignments.reviewerUid });
        if (removed.length) {
          const now = ctx.now();
          await addEvent(tx, {
            applicationId: id,
            type: 'reviewer_removed',
            actorUid: managerUid,
            text: `${name} no longer reviewing`,
            at: now,
            detail: { reviewerUid },
          });
          await refreshReviewCounts(tx, id, now);
        }
        return findApplication(tx, id, managerUid);
      });
      return toStaffApplication(ctx.db, row, managerUid);
    },
  );
}
