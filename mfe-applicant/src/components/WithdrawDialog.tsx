import { useId, useState } from 'react';
import { data, type Application } from '@sla/data';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';

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
  const form = useFormState();

  const withdraw = () => {
    const trimmed = reason.trim();
    void form.submit(async () => onWithdrawn(await data.applications.withdraw(application.id, trimmed || undefined)));
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        Withdraw your application?
      </h2>
      <p id={`${id}-text`} className="dialog__meta">
        Your application to {application.program.name} will no longer be considered. This cannot be undone.
      </p>
      <Field id={`${id}-reason`} label="Why are you withdrawing?" optional hint="Only the programme team sees this." hintBelow>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <DialogActions
        failure={form.failure}
        label="Withdraw application"
        busyLabel="Withdrawing…"
        busy={form.submitting}
        onAction={withdraw}
        onCancel={onCancel}
        cancelLabel="Keep my application"
        focusCancel
      />
    </Dialog>
  );
}
