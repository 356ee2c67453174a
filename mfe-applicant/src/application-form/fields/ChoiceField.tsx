import { choicesOf } from '@sla/domain';
import { t } from '@sla/i18n';
import { describedBy, fieldIds } from './fieldIds.js';
import { FieldError, FieldHint } from '@sla/forms';
import { QuestionLabelText } from './QuestionLabel.js';
import type { FieldProps } from './types.js';

/** Options as radio buttons, or checkboxes when several may be ticked; each option is a large target. */
export function ChoiceField({ question, value, error, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(question);
  const chosen = choicesOf(value);
  const options = question.options ?? [];
  const multiple = Boolean(question.multiple);

  const toggle = (option: string, checked: boolean) => {
    if (!multiple) return onChange(option);
    const next = checked ? [...chosen, option] : chosen.filter((item) => item !== option);
    // Kept in the order offered, whatever order they were ticked in.
    onChange(options.filter((item) => next.includes(item)));
  };

  return (
    <fieldset className="choice-list" aria-describedby={describedBy(question.help && ids.hint, error && ids.error)}>
      <legend>
        <QuestionLabelText question={question} />
      </legend>
      <FieldHint id={ids.hint}>{question.help}</FieldHint>
      {multiple ? <p className="field__hint">{t('Tick all that apply.')}</p> : null}
      <FieldError id={ids.error} message={error} />
      {options.map((option, index) => (
        <label key={option} className="choice">
          <input
            // The first option carries the question's id, so "focus the first error" lands in the group.
            id={index === 0 ? ids.control : `${ids.control}-${index}`}
            type={multiple ? 'checkbox' : 'radio'}
            name={ids.control}
            value={option}
            checked={chosen.includes(option)}
            // Required for one-of radios only: on checkboxes it would mean "tick every box".
            required={question.required && !multiple}
            aria-invalid={error ? true : undefined}
            onChange={(event) => toggle(option, event.target.checked)}
            onBlur={onBlur}
          />
          <span>{option}</span>
        </label>
      ))}
      {!question.required && !multiple && chosen.length ? (
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          {t('Clear this answer')}
        </button>
      ) : null}
    </fieldset>
  );
}
