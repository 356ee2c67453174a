import { useRef } from 'react';
import type { FieldErrors } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { criterionIds } from './buildInput.js';
import { newCriterion, type CriterionDraft } from './draft.js';
import { errorAt, InputField, NumberField, TextAreaField, textOf } from './editorFields.js';
import { ItemActions, useEditableList } from './ItemActions.js';
import { formatPercent, formatWeight, weightShares } from './weights.js';

const criterionTitle = (criterion: CriterionDraft) => criterion.label.trim() || t('New criterion');

/** "criterion 2, Need": how buttons and announcements name a criterion. */
const criterionName = (criterion: CriterionDraft, index: number) =>
  t('criterion {number}, {title}', { number: index + 1, title: criterionTitle(criterion) });

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
  const { message, update, add, move, remove } = useEditableList({
    root,
    items: criteria,
    onChange,
    newItem: newCriterion,
    nameOf: criterionName,
    addFocus: '[data-focus="criteria:add"]',
  });
  const ids = criterionIds(criteria);
  const { shares, total } = weightShares(criteria.map((criterion) => criterion.weight));

  return (
    <div className="builder-panel" ref={root}>
      <p className="builder-panel__lead">
        {t(
          'Reviewers score each criterion on its scale. An application’s score is the weighted mean of its scores, out of 100; a criterion’s weight decides its share of that score.',
        )}
      </p>
      {errors['rubric.criteria'] ? <p className="field__error">{errors['rubric.criteria']}</p> : null}
      {criteria.length === 0 ? (
        <p className="empty-state">{t('No criteria yet. Add one so reviewers can score applications.')}</p>
      ) : (
        <p className="builder-total">
          {total === null ? t('Total weight: not set yet') : t('Total weight: {total}', { total: formatWeight(total) })}
        </p>
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
                  {t('Criterion {number}: {title}', { number: index + 1, title: criterionTitle(criterion) })}
                </h3>
                <p className="field__hint builder-item__key">
                  {criterion.id ? (
                    <T
                      message="Scores are stored under <code>{id}</code>."
                      values={{ id: ids[index] }}
                      components={{ code: <code /> }}
                    />
                  ) : (
                    <T
                      message="Scores are stored under <code>{id}</code>, fixed once the programme is saved."
                      values={{ id: ids[index] }}
                      components={{ code: <code /> }}
                    />
                  )}
                </p>
                <InputField
                  label={t('Criterion')}
                  error={errorAt(errors, `${path}.label`, `${path}.id`)}
                  maxLength={200}
                  data-focus={`${criterion.key}:first`}
                  {...text('label')}
                />
                <TextAreaField
                  label={t('Guidance for reviewers')}
                  error={errors[`${path}.guidance`]}
                  optional
                  rows={2}
                  maxLength={2000}
                  {...text('guidance')}
                />
                <div className="builder-row">
                  <NumberField
                    label={t('Weight')}
                    hint={
                      share === undefined || share === null
                        ? t('Share of the total: –')
                        : t('Share of the total: {share}', { share: formatPercent(share) })
                    }
                    error={errors[`${path}.weight`]}
                    inputMode="decimal"
                    {...text('weight')}
                  />
                  <NumberField label={t('Lowest score')} error={errors[`${path}.scaleMin`]} {...text('scaleMin')} />
                  <NumberField label={t('Highest score')} error={errors[`${path}.scaleMax`]} {...text('scaleMax')} />
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
        {t('Add a criterion')}
      </button>
      <div role="status" aria-live="polite" className="visually-hidden">
        {message}
      </div>
    </div>
  );
}
