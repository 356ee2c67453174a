import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldErrors } from '@sla/data';
import { Field, type FieldProps } from '@sla/forms';

/**
 * The error about the field at `path`, or about something inside it (the server may name one option
 * of a choice question: "….options.2"), or about the other `paths` given (an id, shown by its label).
 */
export function errorAt(errors: FieldErrors, path: string, ...paths: string[]): string | undefined {
  for (const each of [path, ...paths]) {
    if (errors[each]) return errors[each];
    const inside = Object.keys(errors).find((key) => key.startsWith(`${each}.`));
    if (inside) return errors[inside];
  }
  return undefined;
}

/** The label, hint and error around a control (the shared Field's); the editor's hints go under it. */
export type FieldFrame = Pick<FieldProps, 'label' | 'hint' | 'error' | 'optional' | 'className'>;

/** What a text control of a field takes: its value and what to do with a new one. */
export interface TextValue {
  value: string;
  onChange: (value: string) => void;
}

/** The keys of `T` that hold text. */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * Binds text fields to the properties of `record`: `text('summary')` is the value and onChange of a
 * field for `record.summary`, so a field is `<TextAreaField label="Summary" {...text('summary')} />`.
 */
export const textOf =
  <T,>(record: T, onChange: (patch: Partial<T>) => void) =>
  (key: TextKeys<T>): TextValue => ({
    value: record[key] as string,
    onChange: (value) => onChange({ [key]: value } as Partial<T>),
  });

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** Splits a field's props into those of its frame (label, hint, error) and those of its control. */
function splitFrame<P extends FieldFrame>({ label, hint, error, optional, className, ...control }: P) {
  return [{ label, hint, error, optional, className, hintBelow: true }, control] as const;
}

/** A labelled one-line input (type text unless `type` says otherwise). */
export function InputField({ value, onChange, ...props }: FieldFrame & TextValue & InputAttributes) {
  const [frame, input] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control) => (
        <input {...control} type="text" {...input} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

/**
 * A labelled number typed as text: a number input would swallow what cannot be parsed (so the
 * server could not say what is wrong) and change with the scroll wheel.
 */
export function NumberField({ inputMode = 'numeric', ...field }: FieldFrame & TextValue & { inputMode?: 'numeric' | 'decimal' }) {
  return <InputField {...field} autoComplete="off" spellCheck={false} inputMode={inputMode} />;
}

/** A labelled textarea. */
export function TextAreaField({
  value,
  onChange,
  ...props
}: FieldFrame & TextValue & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'>) {
  const [frame, textarea] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control) => <textarea {...control} {...textarea} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** The choices of a select, in order. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/** A labelled select of `options`. */
export function SelectField<T extends string>({
  value,
  options,
  onChange,
  focusKey,
  ...frame
}: FieldFrame & {
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** Marks the select data-focus="<focusKey>", so focus can be moved to it (see ItemActions). */
  focusKey?: string;
}) {
  return (
    <Field {...frame} hintBelow>
      {(control) => (
        <select {...control} data-focus={focusKey} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A single checkbox with its label beside it. */
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="builder-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
