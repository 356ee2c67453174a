import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIdentity } from '@sla/auth';
import { api, errorMessage, isDataError, routes, type UnsubscribeTopic, type EmailLinkState } from '@sla/data';
import { emailLinkQuery } from '@sla/contract/schemas';
import { FormProblem } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useSearchParams } from '@sla/router';
import { ErrorPanel, Loading, Screen, T } from '@sla/ui';
import { check } from '../forms/check.js';
import { Confirmation } from '../forms/Confirmation.js';
import { serviceText } from '../forms/serviceText.js';
import { SubmitButton } from '../forms/SubmitButton.js';

/** The question before unsubscribing, for each kind of optional e-mail. */
const ASK: Record<UnsubscribeTopic, string> = {
  decisions: msg('Do you want to stop receiving e-mails about decisions on your applications?'),
  messages: msg(
    'Do you want to stop receiving e-mails about news for you in your portal, such as a story published or sent back?',
  ),
  newsletter: msg('Do you want to stop receiving our newsletter?'),
  opportunity_digest: msg('Do you want to stop receiving the weekly e-mail of new opportunities?'),
};

/** What unsubscribing means, for each kind of optional e-mail. */
const STOPPED: Record<UnsubscribeTopic, string> = {
  decisions: msg('We will not send you e-mails about decisions on your applications any more.'),
  messages: msg(
    'We will not send you e-mails about news for you in your portal, such as a story published or sent back any more.',
  ),
  newsletter: msg('We will not send you our newsletter any more.'),
  opportunity_digest: msg('We will not send you the weekly e-mail of new opportunities any more.'),
};

type Failure = { message: string; canRetry: boolean };
type State =
  | { kind: 'checking' }
  | { kind: 'ready'; link: EmailLinkState; sending: boolean; failure: Failure | null }
  | { kind: 'done'; category: UnsubscribeTopic; already: boolean }
  | { kind: 'failed'; failure: Failure };

/** A refused link stays refused; a network or server problem may pass. */
function failureOf(error: unknown): Failure {
  const canRetry = !isDataError(error) || ['unavailable', 'internal', 'rate_limited'].includes(error.code);
  return { message: errorMessage(error), canRetry };
}

/**
 * Where the unsubscribe line of every optional e-mail lands: /email/unsubscribe?token=… It first asks what the link
 * is about without changing anything (mail scanners open links too), then unsubscribes when the person presses the
 * button. The check is made once per token and attempt, also under StrictMode's double effects.
 */
export default function EmailUnsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const checked = check(emailLinkQuery, { token });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ kind: 'checking' });
  const call = useRef<{ key: string; answer: Promise<EmailLinkState> } | null>(null);
  const signedIn = useIdentity().status === 'signed-in';

  useEffect(() => {
    if (!checked.ok) return;
    const key = `${attempt}:${token}`;
    if (call.current?.key !== key) call.current = { key, answer: api(routes.checkEmailLink, { query: { token } }) };
    let live = true;
    call.current.answer.then(
      (link) =>
        live &&
        setState(
          link.done
            ? { kind: 'done', category: link.category, already: true }
            : { kind: 'ready', link, sending: false, failure: null },
        ),
      (error: unknown) => live && setState({ kind: 'failed', failure: failureOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt, checked.ok]);

  function retry() {
    setState({ kind: 'checking' });
    setAttempt((n) => n + 1);
  }

  async function unsubscribe(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== 'ready' || state.sending) return;
    const { link } = state;
    setState({ ...state, sending: true, failure: null });
    try {
      await api(routes.unsubscribeByLink, { query: { token } });
      setState({ kind: 'done', category: link.category, already: false });
    } catch (error) {
      const failure = failureOf(error);
      setState(failure.canRetry ? { kind: 'ready', link, sending: false, failure } : { kind: 'failed', failure });
    }
  }

  const help = (
    <p>
      <T
        message="You can also sign in and choose which e-mails you get on <link>your account page</link>."
        components={{ link: <Link to="/account" /> }}
      />
    </p>
  );

  return (
    <Screen title={t(screenName('/email/unsubscribe'))}>
      {!checked.ok ? (
        <ErrorPanel title={t('This link did not work')}>
          <p>{serviceText(checked.errors.token)}</p>
          {help}
        </ErrorPanel>
      ) : state.kind === 'checking' ? (
        <Loading label={t('Checking your link…')} />
      ) : state.kind === 'failed' ? (
        <ErrorPanel title={t('This link did not work')} onRetry={state.failure.canRetry ? retry : undefined}>
          <p>{serviceText(state.failure.message)}</p>
          {state.failure.canRetry ? null : help}
        </ErrorPanel>
      ) : state.kind === 'done' ? (
        <Confirmation title={state.already ? t('You are already unsubscribed') : t('You are unsubscribed')}>
          <p>{t(STOPPED[state.category])}</p>
          {signedIn ? (
            <p>
              <T
                message="Change this or your other e-mail preferences on <link>your account page</link>."
                components={{ link: <Link to="/account" /> }}
              />
            </p>
          ) : null}
        </Confirmation>
      ) : (
        <form className="form-card" aria-label={t('Unsubscribe')} onSubmit={unsubscribe} noValidate>
          <p>{t(ASK[state.link.category])}</p>
          <FormProblem message={state.failure?.message} />
          <SubmitButton busy={state.sending} busyLabel={t('Unsubscribing…')}>
            {t('Unsubscribe')}
          </SubmitButton>
        </form>
      )}
    </Screen>
  );
}
