import type { AssignmentStatus, SubmissionState } from '@sla/data';

/**
 * How an assignment stands for a student: nothing handed in (overdue once past due), handed in on time or late,
 * sent back, or graded.
 */
export function assignmentStatus(
  submission: { status: SubmissionState; late: boolean } | null,
  dueAt: Date,
  now: Date,
): { status: AssignmentStatus; overdue: boolean } {
  if (!submission) return { status: 'to_do', overdue: now > dueAt };
  if (submission.status === 'submitted') return { status: submission.late ? 'late' : 'submitted', overdue: false };
  return { status: submission.status, overdue: false };
}
