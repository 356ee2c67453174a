import { useId, useState } from 'react';
import { api, errorMessage, isDataError, routes, type FollowUpConversation as Conversation } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useParams } from '@sla/router';
import { FOLLOW_UP_TEXT_MAX, followUpAnswerInput } from '@sla/contract/schemas';
import { dateFormatter, DAY_FORMAT, ErrorPanel, Loading, parseInstant, Screen } from '@sla/ui';
import { check } from '../forms/check.js';
import { Confirmation } from '../forms/Confirmation.js';
import { serviceText } from '../forms/serviceText.js';
import './followUpConversation.css';

const day = (iso: string) => {
  const date = parseInstant(iso);
  return date ? dateFormatter(DAY_FORMAT).format(date) : '';
};

/**
 * Where a reply from the team links to (/follow-up/<token>, decision 0049): no account, the link is the proof. It shows
 * what the sender wrote and the replies since (from "the team", never which member of staff, never staff's notes), and
 * takes an answer, which joins the conversation. A link that does not work says so in words.
 */
export default function FollowUpConversation() {
  const { token = '' } = useParams();
  const conversation = useLoad(() => api(routes.openFollowUpLink, { params: { token } }), [token]);
  const [sent, setSent] = useState<string | null>(null);
  const notFound = conversation.status === 'error' && isDataError(conversation.error) && conversation.error.code === 'not_found';
  return (
    <Screen title={t(screenName('/follow-up/:token'))}>
      {sent ? (
        <Confirmation title={t('Thank you')}>
          <p>{serviceText(sent)}</p>
          <p>{t('You can close this page.')}</p>
        </Confirmation>
      ) : conversation.status === 'loading' ? (
        <Loading label={t('Opening your link…')} />
      ) : conversation.status === 'error' ? (
        <ErrorPanel
          title={notFound ? t('This link does not work') : t('This link could not be opened')}
          {...(notFound ? {} : { onRetry: conversation.retry })}
        >
          <p>{errorMessage(conversation.error)}</p>
        </ErrorPanel>
      ) : (
        <Thread token={token} conversation={conversation.value} onSent={setSent} />
      )}
    </Screen>
  );
}

function Thread({
  token,
  conversation,
  onSent,
}: {
  token: string;
  conversation: Conversation;
  onSent: (message: string) => void;
}) {
  const id = useId();
  const form = useFormState({ message: '' });
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    // The service's own schema first, so an empty answer is said beside the field, as the service would say it.
    const checked = check(followUpAnswerInput, { message: form.values.message });
    if (!checked.ok) return form.refuse(checked.errors, null);
    void form.submit(async () => onSent((await api(routes.answerFollowUp, { params: { token }, body: checked.input })).message));
  };
  return (
    <div className="follow-up">
      <p>{t('Hello {name}, here is your conversation with our team.', { name: conversation.name })}</p>
      <ol className="follow-up__thread">
        {conversation.message ? (
          <li className="follow-up__entry follow-up__entry--you">
            <p className="follow-up__who">{t('You wrote on {date}', { date: day(conversation.receivedAt) })}</p>
            <p className="follow-up__body">{conversation.message}</p>
          </li>
        ) : null}
        {conversation.entries.map((entry, index) => (
          <li key={index} className={`follow-up__entry${entry.fromYou ? ' follow-up__entry--you' : ''}`}>
            <p className="follow-up__who">
              {entry.fromYou
                ? t('You wrote on {date}', { date: day(entry.at) })
                : t('Our team replied on {date}', { date: day(entry.at) })}
            </p>
            <p className="follow-up__body">{entry.body}</p>
          </li>
        ))}
      </ol>
      <form className="follow-up__form" onSubmit={send} noValidate>
        <FormProblem message={form.failure} />
        <Field id={`${id}-message`} label={t('Your answer')} error={form.fieldErrors.message} required>
          {(control) => (
            <textarea
              {...control}
              rows={8}
              maxLength={FOLLOW_UP_TEXT_MAX}
              value={form.values.message}
              onChange={(event) => form.setValue('message', event.target.value)}
            />
          )}
        </Field>
        <div>
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Sending…') : t('Send your answer')}
          </button>
        </div>
      </form>
    </div>
  );
}
