import { useId, useState, type FormEvent } from 'react';
import { api, routes, type FieldErrors, type Recommendation, type StaffApplication } from '@sla/data';
import { fieldErrors, reviewInput } from '@sla/contract/schemas';
import { scoreProblems, unscoredCriteria, weightedScore } from '@sla/domain';
import { FailureAlert, Field, SuccessNotice, useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatScore } from '../format.js';
import { keysOf, RECOMMENDATION_LABELS } from '../labels.js';
import { ScoreChoice, scoreInputId } from './ScoreChoice.js';

export const COMMENT_MAX = 5000;

export interface RubricFormProps {
  application: StaffApplication;
  onSubmitted: (application: StaffApplication) => void;
}

/**
 * The caller's review: a score for every criterion of the programme's rubric, a comment and a
 * recommendation, with the weighted score as it stands. Prefilled from their earlier review.
 */
export function RubricForm({ application, onSubmitted }: RubricFormProps) {
  const id = useId();
  const criteria = application.rubric.criteria;
  const mine = application.myReview;
  const [scores, setScores] = useState<Record<string, number>>(() => prefill(criteria, mine?.scores ?? {}));
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(mine?.recommendation ?? '');
  const form = useFormState();
  const errors = form.fieldErrors;
  const [message, setMessage] = useState('');

  const score = weightedScore(criteria, scores);
  const missing = unscoredCriteria(criteria, scores);

  /** Puts focus on the first field with a problem, so a keyboard or screen reader user lands on it. */
  const focusFirst = (found: FieldErrors) => {
    const criterion = criteria.find((candidate) => found[`scores.${candidate.id}`]);
    const target = criterion
      ? scoreInputId(id, criterion.id, scores[criterion.id] ?? criterion.scaleMin)
      : found.comment
        ? `${id}-comment`
        : found.recommendation
          ? `${id}-recommendation-${keysOf(RECOMMENDATION_LABELS)[0]}`
          : null;
    if (target) document.getElementById(target)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    // The service's own check of the scores, so each problem shows beside its criterion before anything is sent.
    const found: FieldErrors = scoreProblems(criteria, scores);
    const checked = reviewInput.safeParse({ scores, comment, recommendation: recommendation || undefined });
    if (!checked.success) Object.assign(found, fieldErrors(checked.error.issues));
    setMessage('');
    if (!checked.success || Object.keys(found).length) {
      form.refuse(found, msg('Some answers need attention before the review can be submitted.'));
      focusFirst(found);
      return;
    }
    void form.submit(async () => {
      const updated = await api(routes.submitReview, { params: { id: application.id }, body: checked.data });
      setMessage(mine ? t('Your review is updated.') : t('Your review is submitted. The other reviews are shown below.'));
      onSubmitted(updated);
    });
  };

  const recommendationError = errors.recommendation;
  if (criteria.length === 0) {
    return <p className="notice">{t('This programme has no rubric yet. Staff can add criteria in the programme settings.')}</p>;
  }
  return (
    <form onSubmit={submit} noValidate className="review-form">
      {criteria.map((criterion) => (
        <ScoreChoice
          key={criterion.id}
          criterion={criterion}
          value={scores[criterion.id]}
          onChange={(value) => {
            setScores((current) => ({ ...current, [criterion.id]: value }));
            // Fixing a field takes its error away; it comes back only if the next submit finds it again.
            form.clearFieldErrors(`scores.${criterion.id}`);
          }}
          idPrefix={id}
          error={errors[`scores.${criterion.id}`]}
        />
      ))}

      <p className="review-live-score" aria-live="polite">
        {score === null ? (
          t('The weighted score appears as you score the criteria.')
        ) : missing.length ? (
          <T
            message="Weighted score so far: <strong>{score} / 100</strong> ({count, plural, one {# criterion} other {# criteria}} still to score)"
            values={{ score: formatScore(score), count: missing.length }}
            components={{ strong: <strong /> }}
          />
        ) : (
          <T
            message="Weighted score: <strong>{score} / 100</strong>"
            values={{ score: formatScore(score) }}
            components={{ strong: <strong /> }}
          />
        )}
      </p>

      <Field
        id={`${id}-comment`}
        label={t('Comment')}
        optional
        hint={t('What stood out, for the other reviewers and whoever decides. {count}/{max} characters.', {
          count: comment.length,
          max: COMMENT_MAX,
        })}
        hintBelow
        error={errors.comment && t(errors.comment)}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              form.clearFieldErrors('comment');
            }}
          />
        )}
      </Field>

      <fieldset
        className="choice-list"
        aria-describedby={recommendationError ? `${id}-recommendation-error` : undefined}
        aria-invalid={recommendationError ? true : undefined}
      >
        <legend>{t('Recommendation')}</legend>
        {keysOf(RECOMMENDATION_LABELS).map((value) => (
          <label key={value} className="choice">
            <input
              id={`${id}-recommendation-${value}`}
              type="radio"
              name={`${id}-recommendation`}
              value={value}
              checked={recommendation === value}
              onChange={() => {
                setRecommendation(value);
                form.clearFieldErrors('recommendation');
              }}
            />
            {t(RECOMMENDATION_LABELS[value])}
          </label>
        ))}
        {recommendationError ? (
          <p id={`${id}-recommendation-error`} className="field__error">
            {t(recommendationError)}
          </p>
        ) : null}
      </fieldset>

      <FailureAlert message={form.failure && t(form.failure)} />
      <SuccessNotice message={message} />
      <button type="submit" className="button button--primary" disabled={form.submitting}>
        {form.submitting ? t('Submitting…') : mine ? t('Update review') : t('Submit review')}
      </button>
    </form>
  );
}

/** The earlier review's scores for the criteria the rubric still has. */
function prefill(
  criteria: StaffApplication['rubric']['criteria'],
  earlier: Readonly<Record<string, number>>,
): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const criterion of criteria) {
    const score = earlier[criterion.id];
    if (score !== undefined) scores[criterion.id] = score;
  }
  return scores;
}
