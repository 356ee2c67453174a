import { useCallback } from 'react';
import { api, isDataError, orNull, routes, type StaffApplication } from '@sla/data';
import { useLoad } from '@sla/data-views';

/** The application, or that the caller cannot open it. */
type Opened = { status: 'ready'; app: StaffApplication } | { status: 'gone'; message: string | null };

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

async function open(id: string): Promise<Opened> {
  try {
    const app = await orNull(api(routes.getReviewApplication, { params: { id } }));
    return app ? { status: 'ready', app } : { status: 'gone', message: null };
  } catch (error) {
    // The server answers 404 (or 403) for an application the caller may not open, e.g. after a conflict.
    if (isDataError(error) && (error.code === 'not_found' || error.code === 'forbidden')) {
      return { status: 'gone', message: error.message };
    }
    throw error;
  }
}

/** One application as staff see it, loaded for `id` (again whenever it changes). */
export function useStaffApplication(id: string): StaffApplicationState {
  const loaded = useLoad(() => open(id), [id]);
  const { retry, replace: replaceOpened } = loaded;
  const replace = useCallback((app: StaffApplication) => replaceOpened({ status: 'ready', app }), [replaceOpened]);

  if (loaded.status === 'loading') return { status: 'loading', retry, replace };
  if (loaded.status === 'error') return { status: 'error', error: loaded.error, retry, replace };
  return { ...loaded.value, retry, replace };
}
