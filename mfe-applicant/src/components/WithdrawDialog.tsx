import { useId, useState } from 'react';
import { data, errorMessage, type Application } from '@sla/data';
import { call } from '@sla/portal-kit';
import { Dialog, DialogActions } from '@sla/portal-kit';

const REASON_MAX = 1000;

/** Asks before withdrawing (it cannot be undone), with an optional reason for the programme team. */
export function WithdrawDialog({
  application,
  onWithdrawn,
  onCancel,
}: {
  application: Application;
  onWithdrawn: (application: Application) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const withdraw = () => {
    setBusy(true);
    setError(null);
    const trimmed = reason.trim();
    call(() => data.applications.withdraw(application.id, trimmed || undefined)).then(onWithdrawn, (failure: unknown) => {
      setError(errorMessage(failure));
      setBusy(false);
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={busy}>
      <h2 id={`${id}-title`} className="dialog__title">
        Withdraw your application?
      </h2>
      <p id={`${id}-text`} className="dialog__meta">
        Your application to {application.program.name} will no longer be considered. This cannot be undone.
      </p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>
          Why are you withdrawing? <span className="field__optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          aria-describedby={`${id}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-reason-hint`} className="field__hint">
          Only the programme team sees this.
        </p>
      </div>
      <DialogActions
        failure={error}
        label="Withdraw application"
        busyLabel="Withdrawing…"
        busy={busy}
        onAction={withdraw}
        onCancel={onCancel}
        cancelLabel="Keep my application"
        focusCancel
      />
    </Dialog>
  );
}
