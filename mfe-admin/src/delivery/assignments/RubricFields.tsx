import { useRef } from 'react';
import type { FieldErrors, GradingRubric } from '@sla/data';
import { RUBRIC_LIMITS } from '@sla/contract/schemas';
import { rubricMaxPoints } from '@sla/domain';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { errorAt, InputField, NumberField, TextAreaField, textOf } from '../../programs/editorFields.js';
import { ItemActions, useEditableList } from '../../programs/ItemActions.js';
import { newLevel, newRubricCriterion, rubricInputOf, type CriterionDraft, type LevelDraft } from './rubricDraft.js';

const criterionTitle = (criterion: CriterionDraft) => criterion.title.trim() || t('New criterion');

/** "criterion 2, Method": how buttons and announcements name a criterion. */
const criterionName = (criterion: CriterionDraft, index: number) =>
  t('criterion {number}, {title}', { number: index + 1, title: criterionTitle(criterion) });

/**
 * An assignment's rubric as staff write it: criteria, each with a title, an optional description and from 2 to 10
 * levels (a label and points); added, moved and removed with the keyboard, every change read out. The total the grade is
 * out of (each criterion's highest level, added up, by @sla/domain's rubricMaxPoints) is shown as it is typed.
 */
export function RubricBuilder({
  criteria,
  errors,
  onChange,
}: {
  criteria: CriterionDraft[];
  errors: FieldErrors;
  /** `reordered`: items moved or went, so errors found by position no longer point at them. */
  onChange: (criteria: CriterionDraft[], reordered: boolean) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { message, update, add, move, remove } = useEditableList({
    root,
    items: criteria,
    onChange,
    newItem: newRubricCriterion,
    nameOf: criterionName,
    addFocus: '[data-focus="rubric:add"]',
  });
  const total = rubricMaxPoints(rubricInputOf(criteria));

  const rubricError = errors.rubric ?? errors['rubric.criteria'];
  return (
    <div className="rubric-builder" ref={root}>
      <p className="builder-total" aria-live="polite">
        {t('{total, plural, one {Out of # point} other {Out of # points}}: each criterion’s highest level, added up.', {
          total,
        })}
      </p>
      {rubricError ? (
        <p className="field__error">
          <span className="visually-hidden">{t('Error: ')}</span>
          {rubricError}
        </p>
      ) : null}
      {criteria.length === 0 ? (
        <p className="empty-state">{t('No criteria yet. Add one so graders can choose levels.')}</p>
      ) : null}
      <ol className="builder-list">
        {criteria.map((criterion, index) => {
          const path = `rubric.criteria.${index}`;
          const text = textOf(criterion, (patch) => update(index, patch));
          return (
            <li key={criterion.key}>
              <section className="builder-item" aria-labelledby={`${criterion.key}-heading`}>
                <h3
                  id={`${criterion.key}-heading`}
                  className="builder-item__title"
                  tabIndex={-1}
                  data-focus={`${criterion.key}:heading`}
                >
                  {t('Criterion {number}: {title}', { number: index + 1, title: criterionTitle(criterion) })}
                </h3>
                <InputField
                  label={t('Criterion')}
                  error={errors[`${path}.title`]}
                  maxLength={RUBRIC_LIMITS.title}
                  data-focus={`${criterion.key}:first`}
                  {...text('title')}
                />
                <TextAreaField
                  label={t('What it looks at')}
                  error={errors[`${path}.description`]}
                  optional
                  rows={2}
                  maxLength={RUBRIC_LIMITS.description}
                  {...text('description')}
                />
                <LevelsFields
                  criterion={criterion}
                  name={criterionName(criterion, index)}
                  path={path}
                  errors={errors}
                  onChange={(levels, reordered) => update(index, { levels }, reordered)}
                />
                <ItemActions
                  itemKey={criterion.key}
                  name={criterionName(criterion, index)}
                  index={index}
                  count={criteria.length}
                  onMove={(delta) => move(index, delta)}
                  onRemove={() => remove(index)}
                />
              </section>
            </li>
          );
        })}
      </ol>
      {criteria.length < RUBRIC_LIMITS.criteria ? (
        <button type="button" className="button button--outline" data-focus="rubric:add" onClick={add}>
          {t('Add a criterion')}
        </button>
      ) : (
        <p className="field__hint">{t('A rubric has at most {max} criteria.', { max: RUBRIC_LIMITS.criteria })}</p>
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {message}
      </div>
    </div>
  );
}

/** A criterion's levels: a label and points each, from 2 to 10 of them. */
function LevelsFields({
  criterion,
  name,
  path,
  errors,
  onChange,
}: {
  criterion: CriterionDraft;
  /** The criterion as buttons name it. */
  name: string;
  path: string;
  errors: FieldErrors;
  onChange: (levels: LevelDraft[], reordered: boolean) => void;
}) {
  const { levels } = criterion;
  const addRef = useRef<HTMLButtonElement>(null);
  const update = (index: number, patch: Partial<LevelDraft>) =>
    onChange(
      levels.map((level, at) => (at === index ? { ...level, ...patch } : level)),
      false,
    );
  const remove = (index: number) => {
    onChange(
      levels.filter((_, at) => at !== index),
      true,
    );
    // The button went with its level: focus stays in the criterion.
    addRef.current?.focus();
  };
  const levelsError = errors[`${path}.levels`];
  return (
    <fieldset className="builder-fieldset rubric-levels">
      <legend>{t('Levels')}</legend>
      <p className="field__hint">{t('Each level worth its own points, from 0 to 1000. The highest counts towards the total.')}</p>
      {levelsError ? <p className="field__error">{levelsError}</p> : null}
      <ol className="rubric-levels__list">
        {levels.map((level, index) => {
          const at = `${path}.levels.${index}`;
          const text = textOf(level, (patch) => update(index, patch));
          return (
            <li key={level.key} className="rubric-level">
              <InputField
                label={t('Level {number}', { number: index + 1 })}
                error={errorAt(errors, `${at}.label`)}
                maxLength={RUBRIC_LIMITS.label}
                className="rubric-level__label"
                {...text('label')}
              />
              <NumberField
                label={
                  <T
                    message="Points<hidden> for level {number}</hidden>"
                    values={{ number: index + 1 }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                }
                error={errors[`${at}.points`]}
                className="rubric-level__points"
                {...text('points')}
              />
              {levels.length > RUBRIC_LIMITS.levelsMin ? (
                <button
                  type="button"
                  className="button button--outline button--small rubric-level__remove"
                  onClick={() => remove(index)}
                >
                  <T
                    message="Remove<hidden>: level {number} of {name}</hidden>"
                    values={{ number: index + 1, name }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {levels.length < RUBRIC_LIMITS.levels ? (
        <button
          ref={addRef}
          type="button"
          className="button button--outline button--small"
          onClick={() => onChange([...levels, newLevel()], false)}
        >
          <T
            message="Add a level<hidden> to {name}</hidden>"
            values={{ name }}
            components={{ hidden: <span className="visually-hidden" /> }}
          />
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * A rubric that can no longer change (work has been graded with it), as it stands: why, then each criterion's levels
 * and points.
 */
export function FixedRubric({ rubric }: { rubric: GradingRubric }) {
  return (
    <div className="rubric-builder">
      <p className="notice rubric-fixed">
        {t(
          'This rubric can no longer change: work has been graded with it, and every grade given with it must keep its meaning. The other details of the assignment can still change.',
        )}
      </p>
      <p className="builder-total">
        {t('{total, plural, one {Out of # point} other {Out of # points}}: each criterion’s highest level, added up.', {
          total: rubricMaxPoints(rubric),
        })}
      </p>
      <ol className="builder-list">
        {rubric.criteria.map((criterion) => (
          <li key={criterion.id} className="builder-item">
            <h3 className="builder-item__title">{criterion.title}</h3>
            {criterion.description ? <p className="rubric-fixed__description">{criterion.description}</p> : null}
            <ul className="rubric-fixed__levels">
              {criterion.levels.map((level) => (
                <li key={level.id}>
                  {t('{label}: {points, plural, one {# point} other {# points}}', { label: level.label, points: level.points })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
