import { useRef } from 'react';
import type { FieldErrors } from '@sla/data';
import { criterionIds } from './buildInput.js';
import { moved, newCriterion, type CriterionDraft } from './draft.js';
import { errorAt, InputField, NumberField, TextAreaField, textOf } from './editorFields.js';
import { focusTarget, ItemActions, useListChanges } from './ItemActions.js';
import { formatPercent, formatWeight, weightShares } from './weights.js';

const criterionName = (criterion: CriterionDraft, index: number) =>
  `criterion ${index + 1}, ${criterion.label.trim() || 'New criterion'}`;

/** The review rubric: criteria with a weight and a score scale; each criterion's share of the total weight is shown as it is typed. */
export function RubricEditor({
  criteria,
  errors,
  onChange,
}: {
  criteria: CriterionDraft[];
  errors: FieldErrors;
  onChange: (criteria: CriterionDraft[], reordered: boolean) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { message, focusLater, moved: afterMoving, removed: afterRemoving } = useListChanges(root);
  const ids = criterionIds(criteria);
  const { shares, total } = weightShares(criteria.map((criterion) => criterion.weight));

  const update = (index: number, patch: Partial<CriterionDraft>) =>
    onChange(
      criteria.map((criterion, at) => (at === index ? { ...criterion, ...patch } : criterion)),
      false,
    );

  const add = () => {
    const criterion = newCriterion();
    onChange([...criteria, criterion], true);
    focusLater(focusTarget(criterion.key, 'first'));
  };

  const move = (index: number, delta: -1 | 1) => {
    const criterion = criteria[index] as CriterionDraft;
    onChange(moved(criteria, index, delta), true);
    afterMoving(criterion.key, criterionName(criterion, index), index, delta, criteria.length);
  };

  const remove = (index: number) => {
    const criterion = criteria[index] as CriterionDraft;
    onChange(
      criteria.filter((_, at) => at !== index),
      true,
    );
    afterRemoving(criterionName(criterion, index), criteria[index + 1] ?? criteria[index - 1], '[data-focus="criteria:add"]');
  };

  return (
    <div className="builder-panel" ref={root}>
      <p className="builder-panel__lead">
        Reviewers score each criterion on its scale. An application’s score is the weighted mean of its scores, out of 100; a
        criterion’s weight decides its share of that score.
      </p>
      {errors['rubric.criteria'] ? <p className="field__error">{errors['rubric.criteria']}</p> : null}
      {criteria.length === 0 ? (
        <p className="empty-state">No criteria yet. Add one so reviewers can score applications.</p>
      ) : (
        <p className="builder-total">Total weight: {total === null ? 'not set yet' : formatWeight(total)}</p>
      )}
      <ol className="builder-list">
        {criteria.map((criterion, index) => {
          const path = `rubric.criteria.${index}`;
          const share = shares[index];
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
                  Criterion {index + 1}: {criterion.label.trim() || 'New criterion'}
                </h3>
                <p className="field__hint builder-item__key">
                  Scores are stored under <code>{ids[index]}</code>
                  {criterion.id ? '.' : ', fixed once the programme is saved.'}
                </p>
                <InputField
                  label="Criterion"
                  error={errorAt(errors, `${path}.label`, `${path}.id`)}
                  maxLength={200}
                  data-focus={`${criterion.key}:first`}
                  {...text('label')}
                />
                <TextAreaField
                  label="Guidance for reviewers"
                  error={errors[`${path}.guidance`]}
                  optional
                  rows={2}
                  maxLength={2000}
                  {...text('guidance')}
                />
                <div className="builder-row">
                  <NumberField
                    label="Weight"
                    hint={
                      share === undefined || share === null
                        ? 'Share of the total: –'
                        : `Share of the total: ${formatPercent(share)}`
                    }
                    error={errors[`${path}.weight`]}
                    inputMode="decimal"
                    {...text('weight')}
                  />
                  <NumberField label="Lowest score" error={errors[`${path}.scaleMin`]} {...text('scaleMin')} />
                  <NumberField label="Highest score" error={errors[`${path}.scaleMax`]} {...text('scaleMax')} />
                </div>
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
      <button type="button" className="button button--outline" data-focus="criteria:add" onClick={add}>
        Add a criterion
      </button>
      <div role="status" aria-live="polite" className="visually-hidden">
        {message}
      </div>
    </div>
  );
}
