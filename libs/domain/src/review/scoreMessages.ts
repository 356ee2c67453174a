/** What a reviewer reads beside a criterion whose score breaks the rubric. */
export const SCORE_MESSAGES = {
  giveScore: (label: string) => `Give a score for ${label}.`,
  outOfScale: (label: string, min: number, max: number) => `Score ${label} from ${min} to ${max}.`,
  notInRubric: 'This criterion is not in the rubric.',
} as const;
