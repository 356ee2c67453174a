import type { ReactNode } from 'react';
import type { FormQuestion } from '@sla/data';
import type { fieldIds } from './fieldIds.js';

/** The question's words, with "(optional)" when it may be left empty: most questions are required. */
export function QuestionLabelText({ question }: { question: FormQuestion }) {
  return (
    <>
      {question.label}
      {question.required ? null : <span className="field__optional"> (optional)</span>}
    </>
  );
}

export function QuestionHelp({ question, id }: { question: FormQuestion; id: string }) {
  return question.help ? (
    <p id={id} className="field__hint">
      {question.help}
    </p>
  ) : null;
}

export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  ) : null;
}

/** A question with one control: its label and help, then `children` (the control, any counter), then its error. */
export function QuestionFrame({
  question,
  ids,
  error,
  className = 'field',
  children,
}: {
  question: FormQuestion;
  ids: ReturnType<typeof fieldIds>;
  error: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={ids.control}>
        <QuestionLabelText question={question} />
      </label>
      <QuestionHelp question={question} id={ids.hint} />
      {children}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
