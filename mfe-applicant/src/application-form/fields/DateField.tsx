import { textOf } from '@sla/domain';
import { controlAria, fieldIds } from './fieldIds.js';
import { QuestionFrame } from './QuestionLabel.js';
import type { FieldProps } from './types.js';

/** A calendar date, stored as YYYY-MM-DD (what the browser's date input gives). */
export function DateField({ question, value, error, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(question);
  return (
    <QuestionFrame question={question} ids={ids} error={error} className="field field--date">
      <input
        id={ids.control}
        type="date"
        value={textOf(value)}
        {...controlAria(question, ids, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </QuestionFrame>
  );
}
