import type { Recommendation, Rubric } from '@sla/contract';
import { weightedScore } from '@sla/domain';

const COMMENTS: Record<Recommendation, string[]> = {
  accept: [
    'A genuinely curious applicant with a question rooted in their own community. Clear, honest writing. I would be glad to mentor them.',
    'Strong on every criterion. The example of working something out alone is specific and convincing.',
    'Exactly who the programme is for: real initiative with very few resources. Recommend without hesitation.',
  ],
  waitlist: [
    'Promising, with a good question, but the answers stay general. Worth a place if one comes free.',
    'Clear motivation; less evidence of working things out independently. A borderline case.',
  ],
  reject: [
    'The answers are very short and do not yet show what the applicant is curious about. I hope they apply again next year.',
    'Sincere, but the application does not yet say how the programme would help. Encourage a new application.',
  ],
};

/** A review's scores around `level` (1 to 5), its weighted score, a recommendation to match, and a comment. */
export function demoReview(rubric: Rubric, level: number, seed: number) {
  const scores = Object.fromEntries(
    rubric.criteria.map((criterion, index) => [
      criterion.id,
      Math.min(criterion.scaleMax, Math.max(criterion.scaleMin, level + (((seed + index) % 3) - 1))),
    ]),
  );
  // A rubric without criteria scores 0, as the demo has always stored it.
  const score = weightedScore(rubric.criteria, scores) ?? 0;
  const recommendation: Recommendation = score >= 70 ? 'accept' : score >= 45 ? 'waitlist' : 'reject';
  const comments = COMMENTS[recommendation];
  return { scores, weightedScore: score, recommendation, comment: comments[seed % comments.length]! };
}
