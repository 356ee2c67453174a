import { useCallback, useEffect, useState } from 'react';
import { call } from '@sla/portal-kit';

export type Loaded<T> = { retry: () => void } & (
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown }
);

type Settled<T> = { key: string; status: 'ready'; value: T } | { key: string; status: 'error'; error: unknown };

/**
 * What `fetch(arg)` answers, loaded again when `arg` changes or on retry; nothing is fetched while
 * `arg` is null. `fetch` must be stable (a module-level function). Late answers for an old `arg` are dropped.
 */
export function useLoaded<A, T>(fetch: (arg: A) => Promise<T>, arg: A | null): Loaded<T> {
  const argKey = JSON.stringify(arg);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${argKey}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (argKey === 'null') return;
    let current = true;
    call(() => fetch(JSON.parse(argKey) as A)).then(
      (value) => {
        if (current) setSettled({ key, status: 'ready', value });
      },
      (error: unknown) => {
        if (current) setSettled({ key, status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [fetch, key, argKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!settled || settled.key !== key) return { status: 'loading', retry };
  return settled.status === 'ready'
    ? { status: 'ready', value: settled.value, retry }
    : { status: 'error', error: settled.error, retry };
}
