import { useCallback, useEffect, useState } from 'react';
import { call } from '@sla/portal-kit';

type Result<T> = { key: string; status: 'ready'; value: T } | { key: string; status: 'error'; error: unknown };

export type Loaded<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; value: T; retry: () => void; replace: (value: T) => void };

/**
 * One data call's result for a screen: loading, failed (with Retry) or ready. `load` must change only
 * when what it loads changes (useCallback), which loads again; an answer for an older `load` is dropped.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<(Result<T> & { load: () => Promise<T> }) | null>(null);
  const key = String(attempt);

  useEffect(() => {
    let current = true;
    call(load).then(
      (value) => {
        if (current) setResult({ key, load, status: 'ready', value });
      },
      (error: unknown) => {
        if (current) setResult({ key, load, status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (value: T) => setResult((prev) => (prev ? { key: prev.key, load: prev.load, status: 'ready', value } : prev)),
    [],
  );

  if (!result || result.key !== key || result.load !== load) return { status: 'loading', retry };
  if (result.status === 'error') return { status: 'error', error: result.error, retry };
  return { status: 'ready', value: result.value, retry, replace };
}
