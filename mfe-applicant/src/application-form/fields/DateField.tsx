import { textOf } from '@sla/domain';
import { QuestionFrame } from './QuestionLabel.js';
import type { FieldProps } from './types.js';

/** A calendar date, stored as YYYY-MM-DD (what the browser's date input gives). */
export function DateField({ question, value, error, onChange, onBlur }: FieldProps) {
  return (
    <QuestionFrame question={question} error={error} className="field--date">
      {(control) => (
        <input
          {...control}
          type="date"
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </QuestionFrame>
  );
}
