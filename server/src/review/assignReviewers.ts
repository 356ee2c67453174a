import { and, eq, inArray } from 'drizzle-orm';
import { DataError, type StaffApplication } from '@sla/contract';
import { canReviewApplications } from '@sla/permissions';
import { assignReviewersInput, parseInput } from '@sla/contract/schemas';
import { REVIEW_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { reviewAssignments, reviewConflicts, users } from '../db/schema.js';
import { addEvent } from './events.js';
import { findApplication } from './findApplication.js';
import { refreshReviewCounts } from './refreshReviewCounts.js';
import { asReviewer } from './refusal.js';
import { statusForReview } from './reviewableStatus.js';
import { startReviewIfNeeded } from './startReview.js';
import { toStaffApplication } from './toStaffApplication.js';
import { shownName } from '@sla/domain';

/**
 * Assigns reviewers (manage_applications): each must hold a role that may review and be free of a declared
 * conflict. Assigning someone already assigned changes nothing. The first assignment moves a
 * submitted application to under_review.
 */
export function assignReviewers(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffApplication> {
  return asReviewer(ctx, caller, 'manage_applications', { action: 'assign_reviewers', applicationId: id }, async (manager) => {
    const input = parseInput(assignReviewersInput, body);
    const uids = [...new Set(input.reviewerUids)];
    const managerUid = manager.token.uid;
    const row = await ctx.db.transaction(async (tx) => {
      const application = await findApplication(tx, id, managerUid, { lock: true });
      statusForReview(application);
      const people = new Map(
        (await tx.select().from(users).where(inArray(users.uid, uids))).map((person) => [person.uid, person]),
      );
      // Someone with no account at all has no name to show: the id asked for is what names them.
      const nameOf = (uid: string) => {
        const person = people.get(uid);
        return person ? shownName(person) : uid;
      };
      const notReviewers = uids.filter((uid) => !canReviewApplications(people.get(uid)?.role));
      if (notReviewers.length) {
        const message = REVIEW_MESSAGES.notReviewers(notReviewers.map(nameOf));
        throw new DataError('invalid_input', message, { reviewerUids: message });
      }
      const conflicted = await tx
        .select({ uid: reviewConflicts.reviewerUid })
        .from(reviewConflicts)
        .where(and(eq(reviewConflicts.applicationId, id), inArray(reviewConflicts.reviewerUid, uids)));
      if (conflicted.length) throw new DataError('conflict', REVIEW_MESSAGES.conflicted(nameOf(conflicted[0]!.uid)));

      const now = ctx.now();
      const added = await tx
        .insert(reviewAssignments)
        .values(uids.map((uid) => ({ applicationId: id, reviewerUid: uid, assignedBy: managerUid, assignedAt: now })))
        .onConflictDoNothing()
        .returning({ uid: reviewAssignments.reviewerUid });
      for (const { uid } of added) {
        await addEvent(tx, {
          applicationId: id,
          type: 'reviewer_assigned',
          actorUid: managerUid,
          text: `${nameOf(uid)} assigned to review`,
          at: now,
          detail: { reviewerUid: uid },
        });
      }
      if (added.length) {
        await startReviewIfNeeded(tx, application, managerUid, now);
        await refreshReviewCounts(tx, id, now);
      }
      return findApplication(tx, id, managerUid);
    });
    return toStaffApplication(ctx.db, row, managerUid);
  });
}
