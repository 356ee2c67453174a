import type { ReactNode } from 'react';
import { errorMessage } from '@sla/data';
import { ErrorPanel, Loading } from '@sla/ui';

/** Something being loaded: a list (useKeysetList) or a single record, with a way to try again. */
export type Loadable = { status: string; retry: () => void; error?: unknown };

/**
 * What a screen shows for something it loads: "Loading…", or what went wrong with Retry, or
 * `empty` when `isEmpty` says there is nothing to show; otherwise `children`, given the loaded state.
 */
export function LoadState<S extends Loadable>({
  state,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  state: S;
  /** e.g. "Loading users…" */
  loadingLabel: string;
  /** e.g. "The users could not be loaded" */
  errorTitle: string;
  isEmpty?: (ready: Extract<S, { status: 'ready' }>) => boolean;
  empty?: ReactNode;
  children: (ready: Extract<S, { status: 'ready' }>) => ReactNode;
}) {
  if (state.status === 'loading') return <Loading label={loadingLabel} />;
  if (state.status === 'error') {
    return (
      <ErrorPanel title={errorTitle} onRetry={state.retry}>
        <p>{errorMessage(state.error)}</p>
      </ErrorPanel>
    );
  }
  const ready = state as Extract<S, { status: 'ready' }>;
  return <>{isEmpty?.(ready) ? empty : children(ready)}</>;
}
