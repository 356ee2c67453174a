import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * Data a page already has when it first renders: put in the HTML by the site server (the same
 * answer the page would otherwise fetch, keyed by its API path, e.g. "/public/home"), or handed
 * over by a server-side render. Each inline answer is used once, for the page it was made for.
 */
export const PageDataContext = createContext<Record<string, unknown> | null>(null);

let inline: Record<string, unknown> | null | undefined;

function takeInline(key: string): { found: boolean; value?: unknown } {
  if (inline === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
    try {
      inline = element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : null;
    } catch {
      inline = null;
    }
  }
  if (!inline || !(key in inline)) return { found: false };
  const value = inline[key];
  delete inline[key];
  return { found: true, value };
}

export type PageData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; retry: () => void }
  | { status: 'ready'; data: T; error?: undefined; retry: () => void }
  | { status: 'error'; data?: undefined; error: unknown; retry: () => void };

/**
 * What a public page shows: `key` names the data (its API path), `load` fetches it when the page
 * does not already have it. Changing `key` loads again; `retry` after a failure.
 */
export function usePageData<T>(key: string, load: () => Promise<T>): PageData<T> {
  const provided = useContext(PageDataContext);
  const [state, setState] = useState<{ key: string; status: 'loading' | 'ready' | 'error'; data?: T; error?: unknown }>(() => {
    if (provided && key in provided) return { key, status: 'ready', data: provided[key] as T };
    const early = takeInline(key);
    return early.found ? { key, status: 'ready', data: early.value as T } : { key, status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // The latest loader, without making every new closure a reason to load again.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const current = state.key === key ? state : { key, status: 'loading' as const };
  const needsLoad = current.status === 'loading';

  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    loadRef.current().then(
      (data) => live && setState({ key, status: 'ready', data }),
      (error) => live && setState({ key, status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, needsLoad, attempt]);

  const retry = useCallback(() => {
    setState({ key, status: 'loading' });
    setAttempt((n) => n + 1);
  }, [key]);

  return { ...current, retry } as PageData<T>;
}
