import { useCallback, useEffect, useState } from 'react';
import { data, isDataError, type StaffApplication } from '@sla/data';
import { call } from '@sla/portal-kit';

type Loaded =
  | { key: string; status: 'ready'; app: StaffApplication }
  | { key: string; status: 'gone'; message: string | null }
  | { key: string; status: 'error'; error: unknown };

export type StaffApplicationState = {
  /** Loads the application again (after an error). */
  retry: () => void;
  /** Shows the application as an action returned it (after assigning, reviewing, deciding). */
  replace: (app: StaffApplication) => void;
} & (
  | { status: 'loading' }
  | { status: 'ready'; app: StaffApplication }
  /** Not there for the caller: missing, or kept from them (a declared conflict of interest). */
  | { status: 'gone'; message: string | null }
  | { status: 'error'; error: unknown }
);

/** One application as staff see it, loaded for `id` (again whenever it changes). */
export function useStaffApplication(id: string): StaffApplicationState {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${id}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    call(() => data.review.get(id)).then(
      (app) => {
        if (current) setLoaded(app ? { key, status: 'ready', app } : { key, status: 'gone', message: null });
      },
      (error: unknown) => {
        if (!current) return;
        // The server answers 404 (or 403) for an application the caller may not open, e.g. after a conflict.
        if (isDataError(error) && (error.code === 'not_found' || error.code === 'forbidden')) {
          setLoaded({ key, status: 'gone', message: error.message });
        } else {
          setLoaded({ key, status: 'error', error });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [id, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((app: StaffApplication) => setLoaded({ key, status: 'ready', app }), [key]);

  if (!loaded || loaded.key !== key) return { status: 'loading', retry, replace };
  if (loaded.status === 'ready') return { status: 'ready', app: loaded.app, retry, replace };
  if (loaded.status === 'gone') return { status: 'gone', message: loaded.message, retry, replace };
  return { status: 'error', error: loaded.error, retry, replace };
}
