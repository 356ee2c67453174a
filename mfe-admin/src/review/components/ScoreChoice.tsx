import type { RubricCriterion } from '@sla/data';
import { scaleOf } from '@sla/domain';
import { t } from '@sla/i18n';

export interface ScoreChoiceProps {
  criterion: RubricCriterion;
  value: number | undefined;
  onChange: (score: number) => void;
  idPrefix: string;
  error: string | undefined;
}

/** The id of a score's radio button, for focusing the first one after a failed submit. */
export const scoreInputId = (idPrefix: string, criterionId: string, score: number) => `${idPrefix}-${criterionId}-${score}`;

/**
 * One criterion scored on its scale: native radio buttons, so Tab reaches the group and the arrow
 * keys move along the scale. The guidance, the scale's meaning and any error describe the group.
 */
export function ScoreChoice({ criterion, value, onChange, idPrefix, error }: ScoreChoiceProps) {
  const base = `${idPrefix}-${criterion.id}`;
  const described = [criterion.guidance ? `${base}-guidance` : null, `${base}-scale`, error ? `${base}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="choice-list review-criterion" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend>
        {criterion.label} <span className="field__optional">{t('(weight {weight})', { weight: criterion.weight })}</span>
      </legend>
      {criterion.guidance ? (
        <p id={`${base}-guidance`} className="field__hint">
          {criterion.guidance}
        </p>
      ) : null}
      <p id={`${base}-scale`} className="field__hint">
        {t('{min} is the lowest score, {max} the highest.', { min: criterion.scaleMin, max: criterion.scaleMax })}
      </p>
      <div className="review-scale">
        {scaleOf(criterion).map((score) => (
          <label key={score} className="choice review-scale__choice">
            <input
              id={scoreInputId(idPrefix, criterion.id, score)}
              type="radio"
              name={base}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
            />
            {score}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${base}-error`} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
