import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a dialog at the end of the page's body rather than where it is opened: an editor's dialogs
 * hold forms of their own, and a form may not sit inside the editor's form.
 */
export function InBody({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
