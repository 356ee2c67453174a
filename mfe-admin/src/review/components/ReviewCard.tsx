import type { Review, Rubric } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDateTime } from '../../format.js';
import { formatScore } from '../format.js';
import { RECOMMENDATION_LABELS } from '../labels.js';
import { AnswerText } from './AnswerText.js';

/** One submitted review: who, the weighted score, each criterion's score, the recommendation and the comment. */
export function ReviewCard({ review, rubric, headingLevel = 3 }: { review: Review; rubric: Rubric; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  // Criteria in the rubric's order; a score for a criterion since removed from the rubric still shows.
  const known = new Set(rubric.criteria.map((criterion) => criterion.id));
  const extra = Object.keys(review.scores).filter((criterionId) => !known.has(criterionId));
  return (
    <article className="review-card">
      <Heading className="review-card__title">{review.reviewerName}</Heading>
      <p className="review-card__summary">
        <strong>{t('Weighted score {score} / 100', { score: formatScore(review.weightedScore) })}</strong> ·{' '}
        {t('Recommends {recommendation}', { recommendation: t(RECOMMENDATION_LABELS[review.recommendation]).toLowerCase() })} ·{' '}
        <time dateTime={review.submittedAt}>{formatDateTime(review.submittedAt)}</time>
      </p>
      <dl className="review-card__scores">
        {rubric.criteria.map((criterion) => (
          <div key={criterion.id} className="review-card__score">
            <dt>{criterion.label}</dt>
            <dd>
              {review.scores[criterion.id] === undefined ? (
                <span className="data-table__muted">{t('Not scored')}</span>
              ) : (
                t('{score} of {min}–{max}', {
                  score: review.scores[criterion.id],
                  min: criterion.scaleMin,
                  max: criterion.scaleMax,
                })
              )}
            </dd>
          </div>
        ))}
        {extra.map((criterionId) => (
          <div key={criterionId} className="review-card__score">
            <dt>{criterionId}</dt>
            <dd>{review.scores[criterionId]}</dd>
          </div>
        ))}
      </dl>
      {review.comment.trim() ? (
        <div className="review-card__comment">
          <AnswerText text={review.comment} />
        </div>
      ) : (
        <p className="field__hint">{t('No comment.')}</p>
      )}
    </article>
  );
}
