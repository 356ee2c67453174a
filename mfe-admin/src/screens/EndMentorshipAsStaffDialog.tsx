import { useId, useState, type FormEvent } from 'react';
import { api, routes, type StaffMentorship } from '@sla/data';
import { endMentorshipAsStaffInput, fieldErrors, MENTORSHIP_END_LIMITS } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { mentorshipNames } from './staffMentorshipWords.js';

/** Staff end a current mentorship: what happens, and the reason, required, which only staff read. */
export function EndMentorshipAsStaffDialog({
  mentorship,
  onClose,
  onEnded,
}: {
  mentorship: StaffMentorship;
  onClose: () => void;
  onEnded: (ended: StaffMentorship) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const form = useFormState();
  const names = mentorshipNames(mentorship);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = endMentorshipAsStaffInput.safeParse({ reason });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => {
      onEnded(await api(routes.endMentorshipAsStaff, { params: { id: mentorship.id }, body: checked.data }));
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('End the mentorship of {mentee} with {mentor}?', names)}
      </h2>
      <p id={`${id}-about`}>
        {t(
          'Both are told by a notice and an e-mail, without your reason. Their conversation stays readable to them, and {mentee} may ask someone else to be their mentor.',
          names,
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('Reason')}
          hint={t('Kept for staff and in the activity log; never shown to the two of them. {count}/{max} characters.', {
            count: reason.length,
            max: MENTORSHIP_END_LIMITS.reason,
          })}
          hintBelow
          error={form.fieldErrors.reason}
          required
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={MENTORSHIP_END_LIMITS.reason}
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
          label={t('End mentorship')}
          busyLabel={t('Ending…')}
          busy={form.submitting}
          onCancel={onClose}
          danger
        />
      </form>
    </Dialog>
  );
}
