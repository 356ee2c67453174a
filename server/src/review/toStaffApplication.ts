import { asc, eq } from 'drizzle-orm';
import type { Review, ReviewerAssignment, StaffApplication, UploadedFile } from '@sla/contract';
import { shownName } from '@sla/domain';
import type { Db } from '../db/database.js';
import { listEvents, listFileMeta } from '../applications/loadApplication.js';
import { toUploadedFile } from '../applications/toUploadedFile.js';
import { programs, reviewAssignments, reviews, users, type ApplicationRow, type ReviewRow } from '../db/schema.js';
import { toStaffTimelineEvent } from './events.js';

function toReview(row: ReviewRow, name: string): Review {
  return {
    reviewerUid: row.reviewerUid,
    reviewerName: name,
    scores: row.scores,
    weightedScore: row.weightedScore,
    comment: row.comment,
    recommendation: row.recommendation,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/**
 * The whole application as `viewerUid` sees it in review. Fair review: a reviewer assigned to it
 * sees the others' reviews only once their own is in, so no one anchors on someone else's scores;
 * staff who are not its reviewers (deciding) see every submitted review.
 */
export async function toStaffApplication(db: Db, row: ApplicationRow, viewerUid: string): Promise<StaffApplication> {
  const [applicant] = await db.select().from(users).where(eq(users.uid, row.userId));
  const [program] = await db
    .select({ id: programs.id, slug: programs.slug, name: programs.name, rubric: programs.rubric })
    .from(programs)
    .where(eq(programs.id, row.programId));
  const files = await listFileMeta(db, row.id);
  const events = await listEvents(db, row.id);
  const assigned = await db
    .select({
      uid: reviewAssignments.reviewerUid,
      assignedAt: reviewAssignments.assignedAt,
      displayName: users.displayName,
      email: users.email,
    })
    .from(reviewAssignments)
    .leftJoin(users, eq(users.uid, reviewAssignments.reviewerUid))
    .where(eq(reviewAssignments.applicationId, row.id))
    .orderBy(asc(reviewAssignments.assignedAt), asc(reviewAssignments.reviewerUid));
  const submitted = await db
    .select({ review: reviews, displayName: users.displayName, email: users.email })
    .from(reviews)
    .leftJoin(users, eq(users.uid, reviews.reviewerUid))
    .where(eq(reviews.applicationId, row.id))
    .orderBy(asc(reviews.submittedAt), asc(reviews.reviewerUid));

  const allReviews = submitted.map(({ review, ...user }) => toReview(review, shownName(user)));
  const myReview = allReviews.find((review) => review.reviewerUid === viewerUid) ?? null;
  const assignedToMe = assigned.some((assignment) => assignment.uid === viewerUid);
  const reviewers: ReviewerAssignment[] = assigned.map((assignment) => ({
    reviewerUid: assignment.uid,
    reviewerName: shownName(assignment),
    assignedAt: assignment.assignedAt.toISOString(),
    reviewSubmitted: allReviews.some((review) => review.reviewerUid === assignment.uid),
  }));
  const fileItems: UploadedFile[] = files.map(toUploadedFile);

  return {
    id: row.id,
    applicant: { uid: row.userId, displayName: applicant?.displayName ?? null, email: applicant?.email ?? null },
    program: { id: row.programId, slug: program?.slug ?? '', name: program?.name ?? '' },
    form: row.form,
    rubric: program?.rubric ?? { criteria: [] },
    status: row.status,
    decision: row.decision,
    decisionReleaseAt: row.decisionReleaseAt?.toISOString() ?? null,
    answers: row.answers,
    files: fileItems,
    timeline: events.map(toStaffTimelineEvent),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewers,
    myReview,
    assignedToMe,
    studentRole: row.studentRole,
    studentRoleMessage: row.studentRoleMessage,
    reviews: assignedToMe && !myReview ? [] : allReviews,
  };
}
