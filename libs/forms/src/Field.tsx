import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Help with the value, read out with the control. */
  hint?: ReactNode;
  /** What is wrong with the value, in plain words; the control is marked invalid while there is one. */
  error?: string | null | undefined;
  /** Says "(optional)" after the label. */
  optional?: boolean | undefined;
  /** The control's id, when something else must find it (a link to "#newsletter-email"); made up otherwise. */
  id?: string | undefined;
  /** Classes besides "field". */
  className?: string | undefined;
  /** The hint goes under the control instead of between the label and the control. */
  hintBelow?: boolean | undefined;
  /** The control (an input, textarea or select, or a row holding one), given the props that tie it in. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * One labelled form field: the label, a hint, the control and its error, with the hint and error
 * read out with the control (aria-describedby) and the control marked aria-invalid while the error
 * shows. The same markup and classes (.field, .field__hint, .field__error) on every screen.
 */
export function Field({ label, hint, error, optional, id: givenId, className, hintBelow, children }: FieldProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control: FieldControl = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  const hintText = hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hintBelow ? null : hintText}
      {children(control)}
      {hintBelow ? hintText : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
