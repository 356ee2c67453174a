import { useId, useState } from 'react';
import { api, errorMessage, isDataError, routes, type LetterReceived, type ReferenceInvitation } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useParams } from '@sla/router';
import { REFERENCE_LETTER_MAX, writtenLetterInput } from '@sla/contract/schemas';
import { uploadProblem } from '@sla/domain';
import { CLOCK_FORMAT, dateFormatter, DAY_FORMAT, ErrorPanel, Loading, parseInstant, Screen } from '@sla/ui';
// Its sentences with a date ("received on 10 March 2027") are read back in French only once their module is loaded.
import '@sla/contract/serviceMessages/references';
import { check } from '../forms/check.js';
import { Confirmation } from '../forms/Confirmation.js';
import { serviceText } from '../forms/serviceText.js';
import './referenceLetter.css';

type How = 'upload' | 'write';

/** "31 January 2027, 23:59 (Africa/Nairobi)": the deadline as the programme announced it. */
function deadline(iso: string | null, timeZone: string): string {
  const date = parseInstant(iso);
  if (!date) return '';
  const when = t('{day}, {time}', {
    day: dateFormatter(DAY_FORMAT, timeZone).format(date),
    time: dateFormatter(CLOCK_FORMAT, timeZone).format(date),
  });
  return `${when} (${timeZone})`;
}

/**
 * Where a referee's e-mail link lands (/reference/<token>, decision 0042): no account, the link is the proof. It says
 * who asks and until when, and takes one letter, a PDF or written here. A used, replaced or late link, or one for an
 * application that no longer needs it, says so in words.
 */
export default function ReferenceLetter() {
  const { token = '' } = useParams();
  const invitation = useLoad(() => api(routes.openReferenceLink, { params: { token } }), [token]);
  const [received, setReceived] = useState<LetterReceived | null>(null);
  return (
    <Screen title={t(screenName('/reference/:token'))}>
      {received ? (
        <Confirmation title={t('Thank you')}>
          <p>{serviceText(received.message)}</p>
          <p>{t('You can close this page.')}</p>
        </Confirmation>
      ) : invitation.status === 'loading' ? (
        <Loading label={t('Opening your link…')} />
      ) : invitation.status === 'error' ? (
        <LinkRefused error={invitation.error} onRetry={invitation.retry} />
      ) : (
        <LetterForm token={token} invitation={invitation.value} onSent={setReceived} />
      )}
    </Screen>
  );
}

/**
 * Why the link opens no form, in the service's words under a title: not (or no longer) a link of ours; a letter that
 * came already, is late or no longer needed; or a failure that may pass (then with Retry).
 */
function LinkRefused({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = isDataError(error) ? error.code : null;
  // A used, late or unneeded link is no fault of the referee's: said calmly (a used one thanks them), not as an error.
  if (code === 'conflict')
    return (
      <Confirmation title={t('No letter can be sent with this link')}>
        <p>{errorMessage(error)}</p>
      </Confirmation>
    );
  const title = code === 'not_found' ? t('This link does not work') : t('This link could not be opened');
  return (
    <ErrorPanel title={title} {...(code === 'not_found' ? {} : { onRetry })}>
      <p>{errorMessage(error)}</p>
    </ErrorPanel>
  );
}

function LetterForm({
  token,
  invitation,
  onSent,
}: {
  token: string;
  invitation: ReferenceInvitation;
  onSent: (received: LetterReceived) => void;
}) {
  const id = useId();
  const [how, setHow] = useState<How>('upload');
  const [file, setFile] = useState<File | null>(null);
  const form = useFormState({ text: '' });
  const due = deadline(invitation.dueAt, invitation.timeZone);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (how === 'upload') {
      if (!file) return form.refuse({ file: t('Choose the PDF of your letter.') }, null);
      const problem = uploadProblem(
        { accept: ['application/pdf'], maxSizeMb: invitation.maxSizeMb },
        { name: file.name, type: file.type, size: file.size },
      );
      if (problem) return form.refuse({ file: problem.message }, null);
      void form.submit(async () => onSent(await api(routes.uploadReferenceLetter, { params: { token }, file })));
      return;
    }
    // The service's own schema first, so an empty letter is said beside the field, as the service would say it.
    const checked = check(writtenLetterInput, { text: form.values.text });
    if (!checked.ok) return form.refuse(checked.errors, null);
    void form.submit(async () => onSent(await api(routes.writeReferenceLetter, { params: { token }, body: checked.input })));
  };

  return (
    <div className="reference-letter">
      <p className="reference-letter__lead">
        {t('Dear {name},', { name: invitation.refereeName })}{' '}
        {t('{applicant} has applied to {programme} and asked you for a reference letter.', {
          applicant: invitation.applicantName,
          programme: invitation.programme,
        })}
      </p>
      {due ? <p>{t('Please send it by {date}.', { date: due })}</p> : null}
      <p className="reference-letter__private">
        {t('Only the programme’s staff and reviewers read your letter; the applicant never sees it. You can send it once.')}
      </p>
      <form className="reference-letter__form" onSubmit={send} noValidate>
        <FormProblem message={form.failure} />
        <fieldset className="reference-letter__choice">
          <legend>{t('How would you like to send it?')}</legend>
          <label>
            <input type="radio" name={`${id}-how`} checked={how === 'upload'} onChange={() => setHow('upload')} />{' '}
            {t('Upload a PDF')}
          </label>
          <label>
            <input type="radio" name={`${id}-how`} checked={how === 'write'} onChange={() => setHow('write')} />{' '}
            {t('Write it here')}
          </label>
        </fieldset>
        {how === 'upload' ? (
          <Field
            id={`${id}-file`}
            label={t('Your letter (PDF)')}
            hint={t('One PDF file, at most {max} MB.', { max: invitation.maxSizeMb })}
            error={form.fieldErrors.file}
            required
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="application/pdf,.pdf"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  form.clearFieldErrors('file');
                }}
              />
            )}
          </Field>
        ) : (
          <Field id={`${id}-text`} label={t('Your letter')} error={form.fieldErrors.text} required>
            {(control) => (
              <textarea
                {...control}
                rows={14}
                maxLength={REFERENCE_LETTER_MAX}
                value={form.values.text}
                onChange={(event) => form.setValue('text', event.target.value)}
              />
            )}
          </Field>
        )}
        <div>
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Sending…') : t('Send the letter')}
          </button>
        </div>
      </form>
    </div>
  );
}
