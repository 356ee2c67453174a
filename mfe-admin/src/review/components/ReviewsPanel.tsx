import { useId } from 'react';
import { Link } from '@sla/router';
import { useCanOpen } from '@sla/portal-kit';
import type { StaffApplication } from '@sla/data';
import { averageScore } from '@sla/domain';
import { msg, t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatScore } from '../format.js';
import { ReviewCard } from './ReviewCard.js';

export const HIDDEN_REVIEWS_TEXT = msg('Scores from other reviewers appear after you submit yours.');

/**
 * The reviews the caller may see, with their average. An assigned reviewer who has not reviewed yet
 * sees none (the server sends none), so their own scores are not anchored by others'.
 */
export function ReviewsPanel({
  application,
  title,
  linkToReview = true,
}: {
  application: StaffApplication;
  /** The heading; "Reviews" when none is given. */
  title?: string;
  /** Offer the review form from the explanation (not on the review form itself). */
  linkToReview?: boolean;
}) {
  const id = useId();
  const hidden = application.assignedToMe && !application.myReview;
  const average = averageScore(application.reviews.map((review) => review.weightedScore));
  const reviewPath = `/admin/applications/${encodeURIComponent(application.id)}/review`;
  const canOpenReview = useCanOpen(reviewPath);
  return (
    <section className="review-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t('Reviews')}</h2>
      {hidden ? (
        <p className="notice">
          {t(HIDDEN_REVIEWS_TEXT)}
          {linkToReview && canOpenReview ? (
            <>
              {' '}
              <Link to={reviewPath}>{t('Review this application')}</Link>
            </>
          ) : null}
        </p>
      ) : application.reviews.length === 0 ? (
        <p className="field__hint">{t('No reviews submitted yet.')}</p>
      ) : (
        <>
          {average !== null ? (
            <p className="review-average">
              <T
                message="Average weighted score: <strong>{score} / 100</strong> from {count, plural, one {# review} other {# reviews}}"
                values={{ score: formatScore(average), count: application.reviews.length }}
                components={{ strong: <strong /> }}
              />
            </p>
          ) : null}
          {application.reviews.map((review) => (
            <ReviewCard key={review.reviewerUid} review={review} rubric={application.rubric} />
          ))}
        </>
      )}
    </section>
  );
}
