import type { AnswerValue, FormQuestion } from '@sla/data';

/** What every typed question's control gets from the form. */
export interface FieldProps {
  question: FormQuestion;
  value: AnswerValue | undefined;
  error: string | null | undefined;
  onChange: (value: AnswerValue) => void;
  /** Leaving the field: a moment to save. */
  onBlur: () => void;
}
