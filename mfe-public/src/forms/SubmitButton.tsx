import type { ReactNode } from 'react';

/**
 * The submit button with its busy state. It stays focusable while busy (a disabled button would
 * drop keyboard focus); the form ignores a second submit instead.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary form-submit" aria-disabled={busy ? true : undefined}>
      {busy ? (
        <>
          <span className="form-submit__spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
