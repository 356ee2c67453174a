import { useEffect } from 'react';
import { msg, t } from '@sla/i18n';

/**
 * A click on a link to another page of this site: the shell's navigation bar, the footer, a portal's own
 * links. Caught on the way down (capture), before the router that owns the link sees it, so the guard
 * needs nothing from the shell. Links that open elsewhere (new tab, download, another site) leave the
 * editor open and are let through.
 */
function linkLeavingThePage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  return to.pathname === window.location.pathname && to.search === window.location.search ? null : link;
}

/** The question before leaving unsaved work, unless a screen words it for its own; asked in the reader's language. */
export const LEAVE_QUESTION = msg('You have unsaved changes. Leave without saving?');

// One for the page: a screen's own move (after creating or deleting) passes every guard on it.
let purposeful = false;

/** Runs a move the screen makes itself (to a new post's address, back to the list) without asking. */
export function leaveOnPurpose(move: () => void) {
  purposeful = true;
  try {
    move();
  } finally {
    // A click that starts the move is seen just after it rather than during it.
    setTimeout(() => (purposeful = false), 0);
  }
}

/**
 * While `dirty`, asks before the person leaves: the browser's own question when the tab is closed or
 * reloaded, and `question` (LEAVE_QUESTION unless a screen words it for its own work) before a move inside
 * the site. With `savesOnLeave` (an editor whose
 * autosave saves as it closes) moves inside the site need no question; closing the tab still does,
 * as nothing can be saved then.
 */
export function useLeaveGuard(
  dirty: boolean,
  { savesOnLeave = false, question = LEAVE_QUESTION }: { savesOnLeave?: boolean; question?: string } = {},
) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const beforeLeave = (event: MouseEvent) => {
      if (savesOnLeave || purposeful || !linkLeavingThePage(event)) return;
      if (window.confirm(t(question))) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', beforeLeave, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', beforeLeave, true);
    };
  }, [dirty, savesOnLeave, question]);

  return { leaveOnPurpose };
}
