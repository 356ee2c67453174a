import { Field } from '@sla/forms';
import { t } from '@sla/i18n';

/** How long a search waits after the last key before it runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The toolbar's "Search by name or e-mail" box, growing to fill the row. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label={t('Search by name or e-mail')} className="toolbar__grow">
      {(control) => (
        <input
          {...control}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
