import { useCallback, useEffect, useRef, type DependencyList } from 'react';
import { useLoad, type Loaded } from '@sla/data-views';

export type LiveLoaded<T> = Loaded<T> & {
  /** Loads again behind what is shown, and swaps the answer in: no loading flash for a live update. */
  refresh: () => void;
};

/**
 * useLoad, plus a quiet reload for lists that follow other editors' changes. A refresh that fails keeps
 * what is shown (the live badge already says when the list may be behind); one overtaken by a newer
 * refresh or by a change of `deps` is dropped, so an old answer never replaces a newer one.
 */
export function useLiveLoad<T>(load: () => Promise<T>, deps: DependencyList): LiveLoaded<T> {
  const loaded = useLoad(load, deps);
  const latest = useRef(load);
  const generation = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A new first load (other deps, or Retry) outdates any refresh still on its way.
  useEffect(() => {
    if (loaded.status === 'loading') generation.current += 1;
  }, [loaded.status]);

  const { replace } = loaded;
  const refresh = useCallback(() => {
    generation.current += 1;
    const mine = generation.current;
    latest.current().then(
      (value) => {
        if (mounted.current && mine === generation.current) replace(value);
      },
      () => {},
    );
  }, [replace]);

  return { ...loaded, refresh };
}
