import { useId, useState, type FormEvent } from 'react';
import { data, errorMessage, isDataError } from '@sla/data';
import { conflictInput, fieldErrors } from '@sla/data/schemas';
import { Dialog, DialogActions } from '@sla/portal-kit';
import { call } from '@sla/portal-kit';

export const CONFLICT_REASON_MAX = 1000;

export interface ConflictDialogProps {
  applicationId: string;
  applicantName: string;
  onCancel: () => void;
  onDeclared: () => void;
}

/** A reviewer declares a conflict of interest, with a short reason; after that the application is closed to them. */
export function ConflictDialog({ applicationId, applicantName, onCancel, onDeclared }: ConflictDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = conflictInput.safeParse({ reason });
    if (!checked.success) {
      setError(fieldErrors(checked.error.issues).reason ?? 'Say briefly what the conflict is.');
      return;
    }
    setError(null);
    setFailure(null);
    setSaving(true);
    call(() => data.review.declareConflict(applicationId, checked.data.reason)).then(onDeclared, (failed: unknown) => {
      setSaving(false);
      setFailure(errorMessage(failed));
      if (isDataError(failed) && failed.fieldErrors.reason) setError(failed.fieldErrors.reason);
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-meta`} onDismiss={onCancel} busy={saving}>
      <h2 id={`${id}-title`} className="dialog__title">
        Declare a conflict of interest
      </h2>
      <p id={`${id}-meta`} className="dialog__meta">
        You know {applicantName} or have another reason you cannot judge this application fairly. After this you can no longer
        open it, and staff can assign someone else.
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-reason`}>What is the conflict?</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={CONFLICT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            data-autofocus
          />
          <span id={`${id}-hint`} className="field__hint">
            For example “a relative” or “I taught them”. Kept with the application’s record.
          </span>
          {error ? (
            <span id={`${id}-error`} className="field__error">
              {error}
            </span>
          ) : null}
        </div>
        <DialogActions failure={failure} label="Declare the conflict" busyLabel="Declaring…" busy={saving} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
