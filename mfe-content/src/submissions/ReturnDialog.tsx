import { useId, useRef, type FormEvent } from 'react';
import { api, routes, type StorySubmission } from '@sla/data';
import { fieldErrors, returnSubmissionInput } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

const NOTE_MAX = 2000;

/** Sends a submission back to its author with a note saying what to change; the note is required. */
export function ReturnDialog({
  submission,
  onCancel,
  onReturned,
}: {
  submission: StorySubmission;
  onCancel: () => void;
  onReturned: (submission: StorySubmission) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState({ note: '' }, { formRef, shown: (name) => name === 'note' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = returnSubmissionInput.safeParse({ note: form.values.note });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () =>
      onReturned(await api(routes.returnSubmission, { params: { id: submission.id }, body: checked.data })),
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Return “{title}”', { title: submission.title })}
      </h2>
      <p id={`${id}-text`} className="dialog__meta">
        {t('{name} gets a notice in their portal and an e-mail with your note, and can send the story again.', {
          name: submission.authorName,
        })}
      </p>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Field
          label={t('Note to the author')}
          hint={t('What to change before it can be published. {count}/{max} characters.', {
            count: form.values.note.length,
            max: NOTE_MAX,
          })}
          hintBelow
          error={form.fieldErrors.note}
          required
        >
          {(control) => <textarea {...control} {...form.bind('note')} rows={5} maxLength={NOTE_MAX} data-autofocus />}
        </Field>
        <DialogActions
          failure={form.failure}
          label={t('Return to the author')}
          busyLabel={t('Returning…')}
          busy={form.submitting}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
