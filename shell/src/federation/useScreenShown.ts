import { useEffect, useState, type RefObject } from 'react';

/** Longest the server's rendering stands in for a portal that never settles. */
const GIVE_UP_MS = 8000;

/** A screen is shown once the portal has drawn a screen that is not waiting for its code. */
export function screenIsShown(container: ParentNode): boolean {
  return container.querySelector('.screen') !== null && container.querySelector('.loading') === null;
}

/**
 * Becomes true once the mounted portal inside `host` shows its screen (or after a while, whatever
 * it shows). Until then the server's HTML of that screen is what the visitor sees.
 */
export function useScreenShown(host: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = host.current;
    if (!watching || shown || !element) return;
    const settle = () => setShown(true);
    // Checked from a callback, not during the effect: the portal may already be there.
    const observer = new MutationObserver(() => screenIsShown(element) && settle());
    observer.observe(element, { childList: true, subtree: true });
    const timer = window.setTimeout(settle, screenIsShown(element) ? 0 : GIVE_UP_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [host, watching, shown]);
  return shown;
}
