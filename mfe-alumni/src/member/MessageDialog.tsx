import { useId, useState, type FormEvent } from 'react';
import { api, routes, type AlumniMessage } from '@sla/data';
import { alumniMessageInput, fieldErrors } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

const BODY_MAX = 5000;

/**
 * Writes the first message to an alumnus (or the next one, if a conversation exists): sent through the portal, and
 * they get an e-mail notice without either address being shown. `onSent` is told the message, which names the
 * conversation.
 */
export function MessageDialog({
  uid,
  name,
  onClose,
  onSent,
}: {
  uid: string;
  name: string;
  onClose: () => void;
  onSent: (message: AlumniMessage) => void;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = alumniMessageInput.safeParse({ body });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => onSent(await api(routes.startAlumniConversation, { params: { uid }, body: checked.data })));
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Message {name}', { name })}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {t(
          '{name} gets an e-mail saying you wrote, and reads your message here. Neither of you sees the other’s e-mail address.',
          {
            name,
          },
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('Your message')}
          hint={t('{count}/{max} characters.', { count: body.length, max: BODY_MAX })}
          hintBelow
          error={form.fieldErrors.body}
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={BODY_MAX}
              value={body}
              data-autofocus
              onChange={(event) => {
                setBody(event.target.value);
                form.clearFieldErrors('body');
              }}
            />
          )}
        </Field>
        <DialogActions
          failure={form.failure}
          label={t('Send message')}
          busyLabel={t('Sending…')}
          busy={form.submitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
