import { DEFAULT_MAX_LENGTH, textOf } from '@sla/domain';
import { t } from '@sla/i18n';
import { fieldIds } from './fieldIds.js';
import { QuestionFrame } from './QuestionLabel.js';
import type { FieldProps } from './types.js';

/** One line of text, with a character counter against its limit. */
export function ShortTextField({ question, value, error, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(question);
  const text = textOf(value);
  const max = question.maxLength ?? DEFAULT_MAX_LENGTH;
  return (
    <QuestionFrame question={question} error={error} describedBy={ids.count}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            value={text}
            maxLength={max}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <p id={ids.count} className="field__hint field__counter">
            {t('{length} / {max} characters', { length: text.length, max })}
          </p>
        </>
      )}
    </QuestionFrame>
  );
}
