import { useEffect, useRef, type ReactNode } from 'react';

const canShowModal = typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal === 'function';

export interface DialogProps {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** Escape (or the browser closing the dialog) asks to close; ignored while `busy`. */
  onDismiss: () => void;
  busy?: boolean;
  /** Classes besides "dialog", e.g. one that makes it wider for texts side by side. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: shown with showModal() (focus trapped, the page
 * behind inert, Escape closes), or rendered open in place where showModal is missing (jsdom, old
 * browsers). The first element marked `data-autofocus` takes focus; closing gives focus back to
 * whatever had it before.
 */
export function Dialog({ labelledBy, describedBy, onDismiss, busy = false, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const unmounting = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    unmounting.current = false;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (canShowModal && !dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (first ?? dialog).focus();
    return () => {
      unmounting.current = true;
      if (canShowModal && dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={[canShowModal ? 'dialog' : 'dialog dialog--inline', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      open={canShowModal ? undefined : true}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onDismiss();
      }}
      onClose={() => {
        if (!unmounting.current) onDismiss();
      }}
      onKeyDown={
        canShowModal
          ? undefined
          : (event) => {
              if (event.key === 'Escape' && !busy) onDismiss();
            }
      }
    >
      {children}
    </dialog>
  );
}
