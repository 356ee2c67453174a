import { useId, type ReactNode } from 'react';
import { serviceText } from './serviceText.js';

export interface Option<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

interface OptionCardsProps<T extends string> {
  legend: ReactNode;
  name: string;
  options: readonly Option<T>[];
  value: T | '';
  onChange: (value: T) => void;
  /** What is wrong, in plain words (a shared rule's English sentence is shown in the page's language). */
  error?: string | null;
  hint?: ReactNode;
  /** "compact" lays short options (amounts) side by side; "stacked" gives each its own row. */
  layout?: 'compact' | 'stacked';
}

/**
 * A radio group drawn as large cards, each a whole tappable target: a fieldset named by its
 * legend, with its hint and error read out with it.
 */
export function OptionCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  layout = 'stacked',
}: OptionCardsProps<T>) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="option-cards" aria-describedby={described}>
      <legend className="option-cards__legend">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {serviceText(error)}
        </p>
      ) : null}
      <div className={`option-cards__list option-cards__list--${layout}`}>
        {options.map((option) => (
          <label key={option.value} className="option-card">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className="option-card__text">
              <span className="option-card__label">{option.label}</span>
              {option.description ? <span className="option-card__description">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
