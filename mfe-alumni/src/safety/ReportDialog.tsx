import { useId, useState, type FormEvent } from 'react';
import { api, REPORT_REASONS, routes, type AlumniReport, type ReportReason } from '@sla/data';
import { fieldErrors, reportInput } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { REPORT_REASON_LABELS } from './reportReasons.js';

const DETAILS_MAX = 2000;

export interface ReportDialogProps {
  reportedUid: string;
  /** The reported alumnus's name as the reporter sees it. */
  name: string;
  /** The message reported, when reported from a conversation: staff then read it quoted. */
  messageId?: string | null;
  onClose: () => void;
  onReported: (report: AlumniReport) => void;
}

/**
 * Tells staff about an alumnus (or one of their messages): what is wrong, chosen from a short list, and optional
 * details. Checked with the service's own schema before it is sent.
 */
export function ReportDialog({ reportedUid, name, messageId = null, onClose, onReported }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const form = useFormState();
  const errors = form.fieldErrors;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = reportInput.safeParse({ reportedUid, reason, details, messageId });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => onReported(await api(routes.reportAlumnus, { body: checked.data })));
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Report {name}', { name })}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {messageId
          ? t('Staff who look after the network will read this message and your report. {name} is not told who reported them.', {
              name,
            })
          : t('Staff who look after the network will read your report. {name} is not told who reported them.', { name })}
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset
          className="choice-list"
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          aria-invalid={errors.reason ? true : undefined}
        >
          <legend>{t('What is wrong?')}</legend>
          {REPORT_REASONS.map((choice, index) => (
            <label key={choice} className="choice">
              <input
                type="radio"
                name={`${id}-reason`}
                value={choice}
                checked={reason === choice}
                onChange={() => {
                  setReason(choice);
                  form.clearFieldErrors('reason');
                }}
                data-autofocus={index === 0 ? true : undefined}
              />
              {t(REPORT_REASON_LABELS[choice])}
            </label>
          ))}
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="field__error">
              <span className="visually-hidden">{t('Error:')} </span>
              {t(errors.reason)}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={t('Details')}
          optional
          hint={t('Anything that helps staff understand what happened. {count}/{max} characters.', {
            count: details.length,
            max: DETAILS_MAX,
          })}
          hintBelow
          error={errors.details}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={DETAILS_MAX}
              value={details}
              onChange={(event) => {
                setDetails(event.target.value);
                form.clearFieldErrors('details');
              }}
            />
          )}
        </Field>
        <DialogActions
          failure={form.failure}
          label={t('Send report')}
          busyLabel={t('Sending…')}
          busy={form.submitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
