import { t } from '@sla/i18n';
import { Field, type FieldProps } from './Field.js';

export interface FilterSelectProps<T extends string> extends Pick<FieldProps, 'label' | 'hint' | 'className' | 'id'> {
  /** The chosen value; '' for the "all" option. */
  value: T;
  onChange: (value: T) => void;
  /** The choices and what they say, in the order they show (a labels record, often with extras such as `none`). */
  labels: Readonly<Record<Exclude<T, ''>, string>>;
  /** The first option, with the value '', that filters nothing ("All statuses"); none when left out. */
  all?: string | undefined;
}

/**
 * A labelled filter select, as in the toolbars above lists: an optional "All …" first option (''),
 * then one option per entry of `labels`. Labels may be marked with msg() where they are defined (a labels record
 * shared with the data service): they show in the reader's language.
 */
export function FilterSelect<T extends string>({ value, onChange, labels, all, ...field }: FilterSelectProps<T>) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {all === undefined ? null : <option value="">{t(all)}</option>}
          {(Object.keys(labels) as Exclude<T, ''>[]).map((key) => (
            <option key={key} value={key}>
              {t(labels[key])}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
