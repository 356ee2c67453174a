import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

const REASON_MAX = 500;

/** The reason check both hide operations share: a zod/mini schema over `{ reason }`. */
interface ReasonSchema {
  safeParse(input: {
    reason: string;
  }): { success: true; data: { reason: string } } | { success: false; error: { issues: Parameters<typeof fieldErrors>[0] } };
}

/**
 * Staff taking something a member wrote out of sight: the reason is required, because its owner reads it.
 * The wording, the schema and the call differ per thing hidden; the form, its limits and its states do not.
 */
export function HideWithReasonDialog<T>({
  title,
  about,
  actionLabel,
  schema,
  hide,
  onClose,
  onHidden,
}: {
  title: ReactNode;
  about: ReactNode;
  actionLabel: string;
  schema: ReasonSchema;
  hide: (body: { reason: string }) => Promise<T>;
  onClose: () => void;
  onHidden: (result: T) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = schema.safeParse({ reason });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => onHidden(await hide(checked.data)));
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {about}
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
          label={actionLabel}
          busyLabel={t('Hiding…')}
          busy={form.submitting}
          onCancel={onClose}
          danger
        />
      </form>
    </Dialog>
  );
}
