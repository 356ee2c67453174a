import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * Data a page already has when it first renders: put in the HTML by the site server (the same
 * answer the page would otherwise fetch, keyed by its API path, e.g. "/public/home"), or handed
 * over by a server-side render. Each inline answer is used once, for the page it was made for.
 */
export const PageDataContext = createContext<Record<string, unknown> | null>(null);

/** The page's inline answers, read once from the element that carries them (what is left of them). */
let inline: { from: Element | null; answers: Record<string, unknown> | null } | undefined;

function takeInline(key: string): { found: boolean; value?: unknown } {
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
  if (inline?.from !== element) {
    let parsed: Record<string, unknown> | null;
    try {
      parsed = element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : null;
    } catch {
      parsed = null;
    }
    inline = { from: element, answers: parsed };
  }
  const answers = inline.answers;
  if (!answers || !(key in answers)) return { found: false };
  const value = answers[key];
  delete answers[key];
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
