import { useId, useState, type FormEvent } from 'react';
import { api, routes } from '@sla/data';
import {
  APPLICANT_MESSAGE_RULES,
  bulkApplicantMessageInput,
  fieldErrors,
  MESSAGE_MAX_LENGTH,
  type MessageRecipientsQuery,
} from '@sla/contract/schemas';
import { LoadState, useLoad } from '@sla/data-views';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

export interface MessageApplicantsDialogProps {
  /** The queue's filters, which choose the recipients. */
  filters: MessageRecipientsQuery;
  onClose: () => void;
  /** How many were written to. */
  onSent: (sent: number) => void;
}

/**
 * One message to every applicant the queue's filters choose: how many first (counted by the service, as it will send),
 * then the message; each gets it in their application's thread and by e-mail. The set is fixed when it is sent.
 */
export function MessageApplicantsDialog({ filters, onClose, onSent }: MessageApplicantsDialogProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const form = useFormState();
  const key = JSON.stringify(filters);
  const recipients = useLoad(() => api(routes.countMessageRecipients, { query: filters }), [key]);
  const count = recipients.status === 'ready' ? recipients.value.count : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting || !count) return;
    const checked = bulkApplicantMessageInput.safeParse({ ...filters, body });
    if (!checked.success) {
      const errors = fieldErrors(checked.error.issues);
      return form.refuse({ body: errors.body ?? APPLICANT_MESSAGE_RULES.write });
    }
    void form.submit(async () => {
      const result = await api(routes.messageApplicants, { body: checked.data });
      onSent(result.sent);
    });
  };

  const title =
    count === null
      ? t('Message these applicants')
      : t('{count, plural, one {Message # applicant} other {Message # applicants}}', { count });
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-meta`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <LoadState
        state={recipients}
        loadingLabel={t('Counting the applicants…')}
        errorTitle={t('The applicants could not be counted')}
      >
        {() =>
          count === 0 ? (
            <>
              <p id={`${id}-meta`} className="dialog__meta">
                {t('No application matches these filters, so there is no one to write to.')}
              </p>
              <div className="dialog__actions">
                <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
                  {t('Close')}
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={submit} noValidate>
              <p id={`${id}-meta`} className="dialog__meta">
                {t(
                  '{count, plural, one {The applicant matching the queue’s filters gets this message in their application’s thread and by e-mail, in their language, from the programme team.} other {Each of the # applicants matching the queue’s filters gets this message in their application’s thread and by e-mail, in their language, from the programme team.}}',
                  { count: count ?? 0 },
                )}
              </p>
              <Field
                id={`${id}-body`}
                label={t('Message')}
                hint={t('Markdown: **bold**, *italic*, lists and links. Never write a decision that is not released yet.')}
                hintBelow
                error={form.fieldErrors.body && t(form.fieldErrors.body)}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={6}
                    maxLength={MESSAGE_MAX_LENGTH}
                    value={body}
                    onChange={(event) => setBody(event.target.value)}
                    data-autofocus
                  />
                )}
              </Field>
              <DialogActions
                failure={form.failure && t(form.failure)}
                label={t('{count, plural, one {Send to # applicant} other {Send to # applicants}}', { count: count ?? 0 })}
                busyLabel={t('Sending…')}
                busy={form.submitting}
                onCancel={onClose}
              />
            </form>
          )
        }
      </LoadState>
    </Dialog>
  );
}
