import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALUMNI_FIELDS } from '@sla/contract/schemas';
import { Field, FilterSelect } from '@sla/forms';
import { t } from '@sla/i18n';
import { fieldName } from '../names.js';
import { countryOptions } from '../profile/options.js';
import type { BoardFilters } from './boardFilters.js';
import { KIND_NAMES, ORDER_NAMES } from './names.js';

/**
 * The board's search box and filters: the search runs on Enter or the button; a filter or the order at once. `error`
 * is what the service said about the search.
 */
export function BoardSearch({
  filters,
  error,
  onChange,
}: {
  filters: BoardFilters;
  error: string | null;
  onChange: (next: BoardFilters) => void;
}) {
  const [text, setText] = useState(filters.q);
  const shown = useRef(filters.q);
  // The address changed by itself (Back, "Clear"): show its search.
  useEffect(() => {
    if (filters.q === shown.current) return;
    shown.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    shown.current = text;
    onChange({ ...filters, q: text });
  };

  return (
    <div className="board-search">
      <form role="search" aria-label={t('Search the opportunities')} onSubmit={submit}>
        <Field label={t('Search opportunities')} hint={t('By title, organisation or details.')} error={error}>
          {(control) => (
            <div className="board-search__row">
              <input
                {...control}
                type="search"
                autoComplete="off"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <button type="submit" className="button button--primary">
                {t('Search')}
              </button>
            </div>
          )}
        </Field>
      </form>
      <div className="board-search__filters">
        <FilterSelect
          label={t('Kind')}
          all={t('All kinds')}
          value={filters.kind}
          labels={KIND_NAMES}
          onChange={(kind) => onChange({ ...filters, kind })}
        />
        <Field label={t('Field')}>
          {(control) => (
            <select {...control} value={filters.field} onChange={(event) => onChange({ ...filters, field: event.target.value })}>
              <option value="">{t('All fields')}</option>
              {ALUMNI_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {fieldName(field)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('Country')}>
          {(control) => (
            <select
              {...control}
              value={filters.country}
              onChange={(event) => onChange({ ...filters, country: event.target.value })}
            >
              <option value="">{t('All countries')}</option>
              {countryOptions().map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FilterSelect
          label={t('Order')}
          value={filters.order}
          labels={ORDER_NAMES}
          onChange={(order) => onChange({ ...filters, order })}
        />
        <label className="board-search__check">
          <input
            type="checkbox"
            checked={filters.remote === 'true'}
            onChange={(event) => onChange({ ...filters, remote: event.target.checked ? 'true' : '' })}
          />
          {t('Remote only')}
        </label>
      </div>
    </div>
  );
}
