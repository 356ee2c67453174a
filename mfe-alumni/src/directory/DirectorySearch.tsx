import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';

/** How long the search waits after the last key before it runs. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The directory's search box: it searches a moment after typing stops, or at once on Enter. `error` is what the
 * service (or the shared schema) said about the search, shown under the box.
 */
export function DirectorySearch({
  value,
  error,
  onSearch,
}: {
  /** The search in the address. */
  value: string;
  error: string | null;
  /** `now`: Enter was pressed (a step to keep in the history), not a pause in typing. */
  onSearch: (q: string, now: boolean) => void;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The address changed by itself (Back, "Clear all filters"): show its search. Not an echo of what was just typed.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => () => stop(), []);

  function stop() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }

  const send = (q: string, now: boolean) => {
    stop();
    if (q === sent.current && !now) return;
    sent.current = q;
    onSearch(q, now);
  };

  const change = (q: string) => {
    setText(q);
    stop();
    timer.current = setTimeout(() => send(q, false), SEARCH_DEBOUNCE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text, true);
  };

  return (
    <form role="search" aria-label={t('Search the directory')} className="directory-search" onSubmit={submit}>
      <Field label={t('Search alumni')} hint={t('By name, field or institution.')} error={error}>
        {(control) => (
          <div className="directory-search__row">
            <input {...control} type="search" autoComplete="off" value={text} onChange={(event) => change(event.target.value)} />
            <button type="submit" className="button button--primary">
              {t('Search')}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
