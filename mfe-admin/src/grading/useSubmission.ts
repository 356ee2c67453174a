import { useCallback } from 'react';
import { api, isDataError, routes, type StaffSubmission } from '@sla/data';
import { useLoad } from '@sla/data-views';

type Opened = { status: 'ready'; submission: StaffSubmission } | { status: 'gone'; message: string };

export type OpenedSubmission = {
  retry: () => void;
  /** Shows the submission as an action returned it (after grading or returning it). */
  replace: (submission: StaffSubmission) => void;
} & (
  | { status: 'loading' }
  | { status: 'ready'; submission: StaffSubmission }
  /** Not there: a wrong or old link. */
  | { status: 'gone'; message: string }
  | { status: 'error'; error: unknown }
);

async function open(id: string): Promise<Opened> {
  try {
    return { status: 'ready', submission: await api(routes.getStaffSubmission, { params: { id } }) };
  } catch (error) {
    if (isDataError(error) && error.code === 'not_found') return { status: 'gone', message: error.message };
    throw error;
  }
}

/** One hand-in as a grader opens it, loaded for `id` (again whenever it changes). */
export function useSubmission(id: string): OpenedSubmission {
  const loaded = useLoad(() => open(id), [id]);
  const { retry, replace: replaceOpened } = loaded;
  const replace = useCallback((submission: StaffSubmission) => replaceOpened({ status: 'ready', submission }), [replaceOpened]);
  if (loaded.status === 'loading') return { status: 'loading', retry, replace };
  if (loaded.status === 'error') return { status: 'error', error: loaded.error, retry, replace };
  return { ...loaded.value, retry, replace };
}
