import type { ReactNode } from 'react';
import type { FormQuestion } from '@sla/data';
import { Field, type FieldControl } from '@sla/forms';
import { t } from '@sla/i18n';
import { questionElementId } from '../answers.js';

/** The question's words, with "(optional)" when it may be left empty: most questions are required. */
export function QuestionLabelText({ question }: { question: FormQuestion }) {
  return (
    <>
      {question.label}
      {question.required ? null : <span className="field__optional"> {t('(optional)')}</span>}
    </>
  );
}

/**
 * A question with one control, on the shared Field: its label ("(optional)" when it may be left empty) and
 * help, then what `children` renders (the control, any counter, whose id `describedBy` names), then its error.
 */
export function QuestionFrame({
  question,
  error,
  className,
  describedBy,
  children,
}: {
  question: FormQuestion;
  error: string | null | undefined;
  /** Classes besides "field". */
  className?: string;
  describedBy?: string | null;
  children: (control: FieldControl) => ReactNode;
}) {
  return (
    <Field
      id={questionElementId(question)}
      label={question.label}
      optional={!question.required}
      required={question.required}
      hint={question.help}
      error={error}
      className={className}
      describedBy={describedBy}
    >
      {children}
    </Field>
  );
}
