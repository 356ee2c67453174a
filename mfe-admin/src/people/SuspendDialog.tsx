import { useId, useState, type FormEvent } from 'react';
import { api, routes, type PersonPage } from '@sla/data';
import { fieldErrors, SUSPENSION_REASON_MAX, suspensionInput } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

export interface SuspendDialogProps {
  uid: string;
  name: string;
  onCancel: () => void;
  onDone: (result: { person: PersonPage; warning: string | null }) => void;
}

/** Asks why, then suspends: the service refuses the account at once and Firebase stops its sign-in. */
export function SuspendDialog({ uid, name, onCancel, onDone }: SuspendDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = suspensionInput.safeParse({ reason });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => onDone(await api(routes.suspendAccount, { params: { uid }, body: checked.data })));
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Suspend {name}', { name })}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {t(
          'The service refuses every request from {name}’s account at once, and they cannot sign in again until the account is restored. Nothing of theirs is deleted.',
          { name },
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          id={`${id}-reason`}
          label={t('Reason')}
          hint={t('Kept in the activity log and shown on this page. {count}/{max} characters.', {
            count: reason.length,
            max: SUSPENSION_REASON_MAX,
          })}
          hintBelow
          error={form.fieldErrors.reason && t(form.fieldErrors.reason)}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={SUSPENSION_REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                form.clearFieldErrors('reason');
              }}
              data-autofocus
            />
          )}
        </Field>
        <DialogActions
          danger
          failure={form.failure && t(form.failure)}
          label={t('Suspend the account')}
          busyLabel={t('Suspending…')}
          busy={form.submitting}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
