/** What the service says about assignments, in words a screen can show as they are. */
export const ASSIGNMENT_MESSAGES = {
  noSuchAssignment: 'No such assignment.',
  moduleNotInCohort: 'Choose a module of this cohort, or none.',
  hasWork:
    'Students have already handed in work for this assignment, so it cannot be deleted. Change it instead, or move its due date.',
  gradedAbove: (highest: number) =>
    `A grade of ${highest} points has already been given for this assignment, so it cannot be marked out of fewer than ${highest} points. Keep at least ${highest}, or change that grade first.`,
} as const;
