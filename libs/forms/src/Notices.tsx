import { localiseMessage } from '@sla/data';

// Each notice shows its message in the reader's language, also one the data service wrote in English (a DataError's
// message): see localiseMessage. A message already in the reader's language shows as it is.

/** What went wrong, read out at once (role="alert"); nothing while nothing is wrong. */
export function FailureAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="alert">
      {localiseMessage(message)}
    </p>
  ) : null;
}

/** A problem with the whole form (not one field), announced as soon as it appears. */
export function FormProblem({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="notice notice--error" role="alert">
      {localiseMessage(message)}
    </p>
  ) : null;
}

/**
 * What an action did ("Decision saved."). The live region stays in the page even when empty, so
 * screen readers announce each new message; it is styled only while it says something.
 */
export function SuccessNotice({ message }: { message: string | null | undefined }) {
  return (
    <div role="status" aria-live="polite" className={message ? 'notice notice--success' : undefined}>
      {message ? localiseMessage(message) : message}
    </div>
  );
}
