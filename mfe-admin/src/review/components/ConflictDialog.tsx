import { useId, useState, type FormEvent } from 'react';
import { api, routes } from '@sla/data';
import { CONFLICT_REASON_REQUIRED, conflictInput, fieldErrors } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

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
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = conflictInput.safeParse({ reason });
    if (!checked.success) {
      return form.refuse({ reason: fieldErrors(checked.error.issues).reason ?? CONFLICT_REASON_REQUIRED });
    }
    void form.submit(async () => {
      await api(routes.declareConflict, { params: { id: applicationId }, body: { reason: checked.data.reason } });
      onDeclared();
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-meta`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Declare a conflict of interest')}
      </h2>
      <p id={`${id}-meta`} className="dialog__meta">
        {t(
          'You know {name} or have another reason you cannot judge this application fairly. After this you can no longer open it, and staff can assign someone else.',
          { name: applicantName },
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          id={`${id}-reason`}
          label={t('What is the conflict?')}
          hint={t('For example “a relative” or “I taught them”. Kept with the application’s record.')}
          hintBelow
          error={form.fieldErrors.reason && t(form.fieldErrors.reason)}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={CONFLICT_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              data-autofocus
            />
          )}
        </Field>
        <DialogActions
          failure={form.failure && t(form.failure)}
          label={t('Declare the conflict')}
          busyLabel={t('Declaring…')}
          busy={form.submitting}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
