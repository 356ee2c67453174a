/** What the service says to graders, in words a screen shows as they are. */
export const GRADING_MESSAGES = {
  noSuchSubmission: 'No such submission.',
  noSuchFile: 'No such file.',
  gradeAbove: (maxPoints: number) => `Give a grade from 0 to ${maxPoints} points.`,
  handedInAgain: (student: string | null) =>
    `${student?.trim() || 'The student'} handed in again since you opened this work. Open it again to see their latest version.`,
} as const;
