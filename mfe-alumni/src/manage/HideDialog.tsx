import { useId, useState, type FormEvent } from 'react';
import { api, routes, type AlumniProfileView } from '@sla/data';
import { fieldErrors, hideProfileInput } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

const REASON_MAX = 500;

/** Staff taking a profile out of the directory: the reason is required, as its owner reads it. */
export function HideDialog({
  uid,
  name,
  onClose,
  onHidden,
}: {
  uid: string;
  name: string;
  onClose: () => void;
  onHidden: (view: AlumniProfileView) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = hideProfileInput.safeParse({ reason });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => onHidden(await api(routes.hideAlumniProfile, { params: { uid }, body: checked.data })));
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Hide {name} from the directory?', { name })}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {t(
          'Other alumni will no longer find the profile or be able to message them. The alumnus sees the reason you give, and you can show the profile again later.',
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('Reason')}
          hint={t('{count}/{max} characters.', { count: reason.length, max: REASON_MAX })}
          hintBelow
          error={form.fieldErrors.reason}
          required
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              data-autofocus
              onChange={(event) => {
                setReason(event.target.value);
                form.clearFieldErrors('reason');
              }}
            />
          )}
        </Field>
        <DialogActions
          failure={form.failure}
          label={t('Hide profile')}
          busyLabel={t('Hiding…')}
          busy={form.submitting}
          onCancel={onClose}
          danger
        />
      </form>
    </Dialog>
  );
}
