/** What the service says to graders, in words a screen shows as they are. */
export const GRADING_MESSAGES = {
  noSuchSubmission: 'No such submission.',
  noSuchFile: 'No such file.',
  gradeAbove: (maxPoints: number) => `Give a grade from 0 to ${maxPoints} points.`,
} as const;
