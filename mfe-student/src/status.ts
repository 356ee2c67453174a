import { msg } from '@sla/i18n';
import type { AssignmentStatus, StudentAssignmentSummary, SubmissionState } from '@sla/data';

/** What students call each status of their work (messages: the screen translates them with t()). */
export const STATUS_LABELS: Record<AssignmentStatus, string> = {
  to_do: msg('To do'),
  submitted: msg('Submitted'),
  late: msg('Late'),
  returned: msg('Returned'),
  graded: msg('Graded'),
};

/** Badge colours (classes from libs/ui data-views.css): work to act on stands out, finished work is calm. */
export const STATUS_BADGES: Record<AssignmentStatus, string> = {
  to_do: 'badge badge--info',
  submitted: 'badge badge--success',
  late: 'badge badge--warning',
  returned: 'badge badge--warning',
  graded: 'badge badge--success',
};

/** What staff made of handed-in work, as the feedback list names it (messages: translated where shown). */
export const STATE_LABELS: Record<SubmissionState, string> = {
  submitted: msg('Submitted'),
  returned: msg('Returned for changes'),
  graded: msg('Graded'),
};

/**
 * Work the student still has to do something about: nothing handed in yet, or sent back for changes. Work set before
 * they joined is not theirs to owe.
 */
export const needsWork = (item: Pick<StudentAssignmentSummary, 'status' | 'setBeforeJoining'>) =>
  (item.status === 'to_do' && !item.setBeforeJoining) || item.status === 'returned';

/** Work handed in: on time or late, graded (not work set before the student joined that they left alone). */
export const isDone = (item: Pick<StudentAssignmentSummary, 'status' | 'setBeforeJoining'>) =>
  !needsWork(item) && !item.setBeforeJoining;
