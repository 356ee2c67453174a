import { useId, useState, type FormEvent } from 'react';
import { api, routes, type Mentorship } from '@sla/data';
import { endMentorshipInput, fieldErrors, MENTORSHIP_END_LIMITS } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

/**
 * Asks either side before they end their mentorship, saying what happens (the conversation stays, read only; the other
 * side is told; a mentee may look for someone else), with an optional short note to the other side.
 */
export function EndMentorshipDialog({
  mentorship,
  otherName,
  onClose,
  onEnded,
}: {
  mentorship: Mentorship;
  otherName: string;
  onClose: () => void;
  onEnded: (ended: Mentorship) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const form = useFormState();
  const mentee = mentorship.you === 'student';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = endMentorshipInput.safeParse({ note });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => {
      onEnded(await api(routes.endMentorship, { params: { id: mentorship.id }, body: checked.data }));
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('End your mentorship with {name}?', { name: otherName })}
      </h2>
      <div id={`${id}-about`}>
        <p>
          {t(
            '{name} is told by a notice and an e-mail. Your messages, tasks and check-ins stay here for you both to read, but no one can add to them.',
            { name: otherName },
          )}
        </p>
        <p>
          {mentee
            ? t('You may then ask someone else to be your mentor.')
            : t('They may then ask someone else to be their mentor.')}
        </p>
      </div>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('A note to {name}', { name: otherName })}
          hint={t('A few kind words, if you like: they are in the e-mail. {count}/{max} characters.', {
            count: note.length,
            max: MENTORSHIP_END_LIMITS.note,
          })}
          hintBelow
          error={form.fieldErrors.note}
          optional
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={MENTORSHIP_END_LIMITS.note}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                form.clearFieldErrors('note');
              }}
            />
          )}
        </Field>
        <DialogActions
          failure={form.failure}
          label={t('End mentorship')}
          busyLabel={t('Ending…')}
          busy={form.submitting}
          onCancel={onClose}
          danger
          focusCancel
        />
      </form>
    </Dialog>
  );
}
