import { useEffect, useRef } from 'react';

/**
 * `schedule(value)` runs `run(value)` once calls have stopped for `delay` ms; `flush(value)` runs it at
 * once and drops what was pending (Enter in a search box). A pending call is dropped on unmount.
 */
export function useDebouncedCallback<T>(run: (value: T) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    schedule: (value: T) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(value);
      }, delay);
    },
    flush: (value: T) => {
      cancel();
      latest.current(value);
    },
  };
}
