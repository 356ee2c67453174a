import type { SubmissionState } from '@sla/contract';

/** One piece of demo work: handed in `handedInHoursFromDue` hours from the due time (positive: late). */
export interface DemoWork {
  uid: string;
  assignment: string;
  state: SubmissionState;
  handedInHoursFromDue: number;
  text: string;
  /** A share of the points, for graded work. */
  score?: number;
  feedback?: string;
}

const GOALS =
  'Goal 1: finish a research proposal my supervisor would approve, known when it is accepted.\nGoal 2: present my work in public twice, known when I have the invitations.';

/**
 * The work of a cohort's members on its past assignments, by their place in the cohort: the first (the demo student in
 * Dynamerge) has graded work, work returned for changes and work waiting; the second handed in late once; the third
 * has work waiting and one assignment never handed in. So the grading queue and every status have something to show.
 */
export function demoWork(uid: string, place: number): DemoWork[] {
  const work = (assignment: string, state: SubmissionState, hours: number, extra: Partial<DemoWork> = {}): DemoWork => ({
    uid,
    assignment,
    state,
    handedInHoursFromDue: hours,
    text: GOALS,
    ...extra,
  });
  if (place === 0)
    return [
      work('goals', 'graded', -30, {
        score: 0.8,
        feedback: 'Clear goals. Say for the second one which audiences you have in mind.',
      }),
      work('question-draft', 'returned', -5, {
        feedback:
          'A promising question, but still too broad: narrow it to one population and one outcome, then hand it in again.',
      }),
      work('reading-log', 'submitted', -20),
    ];
  if (place === 1)
    return [
      work('goals', 'graded', -50, { score: 0.9, feedback: 'Excellent: both goals can be measured.' }),
      work('question-draft', 'graded', -2, {
        score: 0.75,
        feedback: 'Good question. The paragraph on why it matters needs sources.',
      }),
      work('reading-log', 'submitted', 30),
    ];
  return [
    work('goals', 'graded', -3, { score: 0.6, feedback: 'Make each goal something you can check at the end of the year.' }),
    work('question-draft', 'submitted', -2),
  ];
}
