import type { AssignmentStatus, SubmissionState } from '@sla/contract';

/**
 * How an assignment stands for a student: nothing handed in (overdue once past due), handed in on time or late,
 * sent back, or graded. Work due before the student joined their cohort is not theirs to owe: with nothing handed in it
 * is "set before you joined", never overdue, and progress does not count it (they may still hand it in). `owedFrom`:
 * when they joined, or null when staff said they owe everything (studentCohort's owedFrom).
 */
export function assignmentStatus(
  submission: { status: SubmissionState; late: boolean } | null,
  dueAt: Date,
  now: Date,
  owedFrom: Date | null,
): { status: AssignmentStatus; overdue: boolean; setBeforeJoining: boolean } {
  if (!submission) {
    const setBeforeJoining = owedFrom !== null && dueAt < owedFrom;
    return { status: 'to_do', overdue: !setBeforeJoining && now > dueAt, setBeforeJoining };
  }
  const settled = { overdue: false, setBeforeJoining: false };
  if (submission.status === 'submitted') return { status: submission.late ? 'late' : 'submitted', ...settled };
  return { status: submission.status, ...settled };
}
