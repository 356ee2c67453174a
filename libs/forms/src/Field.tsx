import { useId, type ReactNode } from 'react';
import { localiseMessage } from '@sla/data';
import { t } from '@sla/i18n';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Help with the value, read out with the control. */
  hint?: ReactNode;
  /** What is wrong with the value, in plain words; the control is marked invalid while there is one. */
  error?: string | null | undefined;
  /** Says "(optional)" after the label. */
  optional?: boolean | undefined;
  /** Marks the control as one that must be answered (aria-required), for screen readers. */
  required?: boolean | undefined;
  /** The control's id, when something else must find it (a link to "#newsletter-email"); made up otherwise. */
  id?: string | undefined;
  /** Classes besides "field". */
  className?: string | undefined;
  /** The hint goes under the control instead of between the label and the control. */
  hintBelow?: boolean | undefined;
  /** Ids of more text the control is read out with, between the hint and the error (a counter the child renders). */
  describedBy?: string | null | undefined;
  /** The control (an input, textarea or select, or a row holding one), given the props that tie it in. */
  children: (control: FieldControl) => ReactNode;
}

/** The ids of a field's hint and error, from its control's id. */
export const hintId = (controlId: string) => `${controlId}-hint`;
export const errorId = (controlId: string) => `${controlId}-error`;

/** A field's help text (also for a group of controls: a fieldset of choices). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p className="field__hint" id={id}>
      {children}
    </p>
  ) : null;
}

/**
 * A field's error, announced as one: screen readers hear "Error:" before it. The message is shown in the reader's
 * language, also one the data service or a shared rule wrote in English (see localiseMessage).
 */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      <span className="visually-hidden">{t('Error:')} </span>
      {localiseMessage(message)}
    </p>
  ) : null;
}

/**
 * One labelled form field: the label, a hint, the control and its error, with the hint and error
 * read out with the control (aria-describedby) and the control marked aria-invalid while the error
 * shows. The same markup and classes (.field, .field__hint, .field__error) on every screen.
 */
export function Field({
  label,
  hint,
  error,
  optional,
  required,
  id: givenId,
  className,
  hintBelow,
  describedBy,
  children,
}: FieldProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const described = [hint ? hintId(id) : '', describedBy ?? '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  const control: FieldControl = { id };
  if (described) control['aria-describedby'] = described;
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  const hintText = <FieldHint id={hintId(id)}>{hint}</FieldHint>;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> {t('(optional)')}</span> : null}
      </label>
      {hintBelow ? null : hintText}
      {children(control)}
      {hintBelow ? hintText : null}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
