import type { Cohort, CohortMemberStatus, MentorSummary, SubmissionState } from '@sla/data';
import { msg } from '@sla/i18n';
import { formatCalendarDate } from '@sla/ui';

// Records, so a status added to @sla/data fails to compile here until it has words. Translated with t() where shown.
export const MEMBER_STATUS_LABELS: Record<CohortMemberStatus, string> = {
  active: msg('Active'),
  completed: msg('Completed'),
  withdrawn: msg('Withdrawn'),
};

export const MEMBER_STATUS_BADGES: Record<CohortMemberStatus, string> = {
  active: 'badge badge--success',
  completed: 'badge badge--info',
  withdrawn: 'badge',
};

/** How the grading screen names each state of handed-in work, in the counts that link to it ("3 waiting"). */
export const WORK_STATE_COUNTS: Record<SubmissionState, string> = {
  submitted: msg('{count} waiting'),
  graded: msg('{count} graded'),
  returned: msg('{count} returned'),
};

/** "1 September 2027 – 30 June 2028": calendar dates, which no time zone moves. */
export function cohortDates(cohort: Pick<Cohort, 'startsOn' | 'endsOn'>): string {
  return `${formatCalendarDate(cohort.startsOn)} – ${formatCalendarDate(cohort.endsOn)}`;
}

/** A mentor by name, else by id (an account without a name yet). */
export function mentorName(mentor: MentorSummary): string {
  return mentor.displayName?.trim() || mentor.uid;
}

export const cohortPath = (id: string) => `/admin/delivery/${encodeURIComponent(id)}`;

/** The grading queue filtered to one assignment (and one state of work), as the grading screen reads its query. */
export function gradingPath(cohortId: string, assignmentId: string, state?: SubmissionState): string {
  const query = new URLSearchParams({ cohortId, assignmentId });
  if (state) query.set('state', state);
  return `/admin/grading?${query.toString()}`;
}
