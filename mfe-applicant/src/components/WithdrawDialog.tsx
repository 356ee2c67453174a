import { useId, useState } from 'react';
import { api, routes, type Application } from '@sla/data';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

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
    void form.submit(async () =>
      onWithdrawn(
        await api(routes.withdrawApplication, { params: { id: application.id }, body: trimmed ? { reason: trimmed } : {} }),
      ),
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Withdraw your application?')}
      </h2>
      <p id={`${id}-text`} className="dialog__meta">
        {t('Your application to {programme} will no longer be considered. This cannot be undone.', {
          programme: application.program.name,
        })}
      </p>
      <Field
        id={`${id}-reason`}
        label={t('Why are you withdrawing?')}
        optional
        hint={t('Only the programme team sees this.')}
        hintBelow
      >
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
        label={t('Withdraw application')}
        busyLabel={t('Withdrawing…')}
        busy={form.submitting}
        onAction={withdraw}
        onCancel={onCancel}
        cancelLabel={t('Keep my application')}
        focusCancel
      />
    </Dialog>
  );
}
