import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

type Common = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Says "(optional)" after the label; every other field is required. */
  optional?: boolean;
};

type InputProps = Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
type TextareaProps = Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/**
 * A labelled text field whose hint and error sit beside it and are read out with it
 * (aria-describedby); aria-invalid marks it while its error shows.
 */
export function TextField(props: InputProps | TextareaProps) {
  const id = useId();
  const { label, error, hint, optional, multiline, ...control } = props;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, required: optional ? undefined : true };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...shared} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...shared} {...(control as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
