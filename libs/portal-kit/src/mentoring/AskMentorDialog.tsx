import { useId, useState, type FormEvent } from 'react';
import { api, routes, type OfferedMentor } from '@sla/data';
import { fieldErrors, MENTOR_REQUEST_LIMITS, mentorRequestInput } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

/** The short note a student sends with their request: checked by the schema the service uses. */
export function AskMentorDialog({ mentor, onClose, onSent }: { mentor: OfferedMentor; onClose: () => void; onSent: () => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = mentorRequestInput.safeParse({ mentorUid: mentor.uid, note });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => {
      await api(routes.askMentor, { body: checked.data });
      onSent();
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Ask {name} to be your mentor', { name: mentor.name })}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {t('Say who you are and what you hope to learn. {name} reads it and accepts or declines; you are told either way.', {
          name: mentor.name,
        })}
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('Your note')}
          hint={t('{count}/{max} characters.', { count: note.length, max: MENTOR_REQUEST_LIMITS.note })}
          hintBelow
          error={form.fieldErrors.note ?? form.fieldErrors.mentorUid}
          required
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={MENTOR_REQUEST_LIMITS.note}
              value={note}
              data-autofocus
              onChange={(event) => {
                setNote(event.target.value);
                form.clearFieldErrors('note');
              }}
            />
          )}
        </Field>
        <DialogActions
          failure={form.failure}
          label={t('Send request')}
          busyLabel={t('Sending…')}
          busy={form.submitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
