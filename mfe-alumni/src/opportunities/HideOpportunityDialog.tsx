import { useId, useState, type FormEvent } from 'react';
import { api, routes, type OpportunityView } from '@sla/data';
import { fieldErrors, hideOpportunityInput } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

const REASON_MAX = 500;

/** Staff taking an opportunity off the board: the reason is required, as its poster reads it. */
export function HideOpportunityDialog({
  opportunity,
  onClose,
  onHidden,
}: {
  opportunity: OpportunityView;
  onClose: () => void;
  onHidden: (view: OpportunityView) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = hideOpportunityInput.safeParse({ reason });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () =>
      onHidden(await api(routes.hideOpportunity, { params: { id: opportunity.id }, body: checked.data })),
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Hide “{title}” from the board?', { title: opportunity.title })}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {t('No one will find it on the board any more. Its poster is told by notice and e-mail, with the reason you give.')}
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
          label={t('Hide opportunity')}
          busyLabel={t('Hiding…')}
          busy={form.submitting}
          onCancel={onClose}
          danger
        />
      </form>
    </Dialog>
  );
}
