import { useId } from 'react';
import type { FieldErrors, GradingRubric, StaffSubmission } from '@sla/data';
import { RUBRIC_LIMITS } from '@sla/contract/schemas';
import { rubricTotal } from '@sla/domain';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';

/** What the grader chose for each criterion, by criterion id: the level ('' for none yet) and their comment. */
export type ChosenMarks = Readonly<Record<string, { levelId: string; comment: string }>>;

/** The levels of the grade standing now, as the form starts from them (none chosen without one). */
export function chosenMarksOf(submission: Pick<StaffSubmission, 'rubric' | 'marks'>): ChosenMarks {
  const chosen: Record<string, { levelId: string; comment: string }> = {};
  for (const criterion of submission.rubric?.criteria ?? []) {
    const mark = submission.marks?.find((each) => each.criterionId === criterion.id);
    chosen[criterion.id] = { levelId: mark?.levelId ?? '', comment: mark?.comment ?? '' };
  }
  return chosen;
}

/** The levels chosen so far, as a grade sends them, in the rubric's order. */
export function marksToSend(rubric: GradingRubric, chosen: ChosenMarks) {
  return rubric.criteria.flatMap((criterion) => {
    const mark = chosen[criterion.id];
    return mark?.levelId ? [{ criterionId: criterion.id, levelId: mark.levelId, comment: mark.comment }] : [];
  });
}

const pointsText = (points: number) => t('{points, plural, one {# point} other {# points}}', { points });

/**
 * Grading with the assignment's rubric: for each criterion, its levels as a group of radio buttons (arrow keys move
 * between them) and an optional comment; the total, by @sla/domain's rubricTotal (the rule the service grades by), is
 * read out as it changes. Errors are keyed `marks.<place of the criterion>` as the service keys them.
 */
export function RubricMarking({
  rubric,
  maxPoints,
  chosen,
  errors,
  onChange,
}: {
  rubric: GradingRubric;
  maxPoints: number;
  chosen: ChosenMarks;
  errors: FieldErrors;
  onChange: (criterionId: string, mark: { levelId: string; comment: string }, index: number) => void;
}) {
  const id = useId();
  const total = rubricTotal(rubric, marksToSend(rubric, chosen));
  const chosenCount = rubric.criteria.filter((criterion) => chosen[criterion.id]?.levelId).length;
  return (
    <div className="rubric-marking">
      {rubric.criteria.map((criterion, index) => {
        const mark = chosen[criterion.id] ?? { levelId: '', comment: '' };
        const error = errors[`marks.${index}`];
        const key = `${id}-${index}`;
        const described = [criterion.description ? `${key}-about` : '', error ? `${key}-error` : ''].filter(Boolean).join(' ');
        return (
          <fieldset
            key={criterion.id}
            className="rubric-marking__criterion"
            // Focus goes to the first criterion with an error after a refusal.
            tabIndex={-1}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
          >
            <legend>{criterion.title}</legend>
            {criterion.description ? (
              <p id={`${key}-about`} className="field__hint rubric-marking__about">
                {criterion.description}
              </p>
            ) : null}
            {error ? (
              <p id={`${key}-error`} className="field__error">
                <span className="visually-hidden">{t('Error: ')}</span>
                {error}
              </p>
            ) : null}
            <div className="rubric-marking__levels">
              {criterion.levels.map((level) => (
                <label key={level.id} className="rubric-marking__level">
                  <input
                    type="radio"
                    name={`${key}-level`}
                    value={level.id}
                    checked={mark.levelId === level.id}
                    onChange={() => onChange(criterion.id, { ...mark, levelId: level.id }, index)}
                  />
                  <span className="rubric-marking__label">{level.label}</span>
                  <span className="rubric-marking__points">{pointsText(level.points)}</span>
                </label>
              ))}
            </div>
            <Field
              label={
                <T
                  message="Comment<hidden> on {criterion}</hidden>"
                  values={{ criterion: criterion.title }}
                  components={{ hidden: <span className="visually-hidden" /> }}
                />
              }
              optional
              error={errors[`marks.${index}.comment`]}
              className="rubric-marking__comment"
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={RUBRIC_LIMITS.comment}
                  value={mark.comment}
                  onChange={(event) => onChange(criterion.id, { ...mark, comment: event.target.value }, index)}
                />
              )}
            </Field>
          </fieldset>
        );
      })}
      <p className="rubric-marking__total" aria-live="polite">
        <T
          message="Total: <strong>{total} out of {max}</strong>"
          values={{ total, max: maxPoints }}
          components={{ strong: <strong /> }}
        />{' '}
        <span className="rubric-marking__count">
          {t('({chosen} of {count} criteria chosen)', { chosen: chosenCount, count: rubric.criteria.length })}
        </span>
      </p>
    </div>
  );
}
