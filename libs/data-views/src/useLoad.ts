import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { started } from './started.js';

/** One thing a screen loads: loading, failed (with Retry), or ready; LoadState shows each. */
export type Loaded<T> = {
  /** Loads again (after an error). */
  retry: () => void;
  /** Shows `value` as the loaded one, e.g. what an action on it returned. */
  replace: (value: T) => void;
} & ({ status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T });

/** What a settled load answered, and for which request (attempt and deps) it was made. */
type Settled<T> = { request: DependencyList } & ({ status: 'ready'; value: T } | { status: 'error'; error: unknown });

const sameRequest = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/**
 * What `load` answers, for a screen. As with useEffect, `deps` are what `load` reads: when one of them
 * changes it loads again (and is loading until the new answer comes), and an answer for older deps is
 * dropped. With `load` null there is nothing to load yet, and the state stays loading.
 */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: DependencyList): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = [attempt, load === null, ...deps];

  useEffect(() => {
    if (!load) return;
    let current = true;
    started(load).then(
      (value) => {
        if (current) setSettled({ request, status: 'ready', value });
      },
      (error: unknown) => {
        if (current) setSettled({ request, status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
    // The caller's deps say when `load` loads something else; `load` itself is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, request);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (value: T) => setSettled((prev) => (prev ? { request: prev.request, status: 'ready', value } : prev)),
    [],
  );

  if (!settled || !sameRequest(settled.request, request)) return { status: 'loading', retry, replace };
  if (settled.status === 'error') return { status: 'error', error: settled.error, retry, replace };
  return { status: 'ready', value: settled.value, retry, replace };
}
