import { and, eq } from 'drizzle-orm';
import type { StaffApplication } from '@sla/contract';
import { parseInput, reviewInput } from '@sla/contract/schemas';
import { weightedScore } from '@sla/domain';
import { REVIEW_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { programs, reviewAssignments, reviews, users } from '../db/schema.js';
import { addEvent } from './events.js';
import { findApplication } from './findApplication.js';
import { refreshReviewCounts } from './refreshReviewCounts.js';
import { asReviewer, ReviewRefusal } from './refusal.js';
import { startReviewIfNeeded } from './startReview.js';
import { toStaffApplication } from './toStaffApplication.js';
import { shownName } from '@sla/domain';
import { checkScores } from './checkScores.js';

/**
 * An assigned reviewer's scores, comment and recommendation (review_applications), submitted or
 * changed until the decision is released. The application's review count and mean score change in
 * the same transaction. The answer now shows the other reviewers' reviews.
 */
export function submitReview(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<StaffApplication> {
  return asReviewer(ctx, caller, 'review_applications', { action: 'submit_review', applicationId: id }, async (reviewer) => {
    const input = parseInput(reviewInput, body);
    const uid = reviewer.token.uid;
    const row = await ctx.db.transaction(async (tx) => {
      const application = await findApplication(tx, id, uid, { lock: true });
      const [assignment] = await tx
        .select({ uid: reviewAssignments.reviewerUid })
        .from(reviewAssignments)
        .where(and(eq(reviewAssignments.applicationId, id), eq(reviewAssignments.reviewerUid, uid)));
      if (!assignment) throw new ReviewRefusal('forbidden', REVIEW_MESSAGES.notAssigned, 'not_assigned');
      const now = ctx.now();
      await startReviewIfNeeded(tx, application, uid, now);
      const [program] = await tx.select({ rubric: programs.rubric }).from(programs).where(eq(programs.id, application.programId));
      const rubric = program?.rubric ?? { criteria: [] };
      checkScores(rubric, input.scores);

      // Every criterion is scored (checked above), so there is a score.
      const values = {
        scores: input.scores,
        weightedScore: weightedScore(rubric.criteria, input.scores)!,
        comment: input.comment,
        recommendation: input.recommendation,
        updatedAt: now,
      };
      const existing = await tx
        .select({ uid: reviews.reviewerUid })
        .from(reviews)
        .where(and(eq(reviews.applicationId, id), eq(reviews.reviewerUid, uid)));
      const first = existing.length === 0;
      await tx
        .insert(reviews)
        .values({ applicationId: id, reviewerUid: uid, submittedAt: now, ...values })
        .onConflictDoUpdate({ target: [reviews.applicationId, reviews.reviewerUid], set: values });
      const [person] = await tx.select().from(users).where(eq(users.uid, uid));
      const name = shownName(person);
      await addEvent(tx, {
        applicationId: id,
        type: 'review_submitted',
        actorUid: uid,
        text: first ? `Review submitted by ${name}` : `Review updated by ${name}`,
        at: now,
      });
      await refreshReviewCounts(tx, id, now);
      return findApplication(tx, id, uid);
    });
    return toStaffApplication(ctx.db, row, uid);
  });
}
