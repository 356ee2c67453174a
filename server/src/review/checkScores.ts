import { DataError, invalidInput, type Rubric } from '@sla/contract';
import { scoreProblems, type Scores } from '@sla/domain';
import { REVIEW_MESSAGES } from '@sla/contract/serviceMessages';

/**
 * Refuses scores the review cannot be stored with: a 409 while the programme has no rubric to score against, a 400
 * naming each score that breaks the rubric (the same problems the review form shows before sending).
 */
export function checkScores(rubric: Rubric, scores: Scores): void {
  if (!rubric.criteria.length) throw new DataError('conflict', REVIEW_MESSAGES.noRubric);
  const problems = scoreProblems(rubric.criteria, scores);
  if (Object.keys(problems).length) throw invalidInput(problems);
}
