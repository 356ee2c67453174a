import { useEffect } from 'react';

export const LEAVE_QUESTION = 'You have changes to your profile that are not saved. Leave without saving them?';

/** A click on a link to another page of this site (not a new tab, a download or another site). */
function leavesThePage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const to = new URL(link.href, window.location.href);
  return to.origin === window.location.origin && to.pathname !== window.location.pathname;
}

/**
 * While there are unsaved changes, asks before the person leaves: the browser's own question when the tab is closed
 * or reloaded, and LEAVE_QUESTION before following a link inside the site (the shell's bar, the portal's tabs).
 * Caught on the way down, before the router that owns the link sees the click. (The content editor has the same
 * guard, but portals do not import each other.)
 */
export function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const beforeLeave = (event: MouseEvent) => {
      if (!leavesThePage(event) || window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', beforeLeave, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', beforeLeave, true);
    };
  }, [dirty]);
}
