import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api, errorMessage, isDataError, routes, type Acknowledgement } from '@sla/data';
import { newsletterTokenInput } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { useSearchParams } from '@sla/router';
import { ErrorPanel, Loading } from '@sla/ui';
import { check } from './check.js';
import { Confirmation } from './Confirmation.js';
import { serviceText } from './serviceText.js';

export type LinkAction = 'confirm' | 'unsubscribe' | 'cancelRegistration';

const CALL: Record<LinkAction, (token: string) => Promise<Acknowledgement>> = {
  confirm: (token) => api(routes.confirmSubscription, { body: { token } }),
  unsubscribe: (token) => api(routes.unsubscribeFromNewsletter, { body: { token } }),
  // An event registration's cancel link (decision 0046): the same one-call page.
  cancelRegistration: (token) => api(routes.cancelRegistrationByLink, { body: { token } }),
};

type Outcome = { token: string; attempt: number } & (
  { ok: true; message: string } | { ok: false; message: string; canRetry: boolean }
);

interface LinkTokenActionProps {
  action: LinkAction;
  working: string;
  doneTitle: string;
  /** Under the server's message when it worked. */
  afterDone?: ReactNode;
  /** What to do when the link is not (or no longer) valid. */
  help: ReactNode;
}

/**
 * The page a newsletter e-mail's link opens: reads ?token=, calls the data service once (React's
 * StrictMode runs effects twice in development: the second run waits for the first call instead
 * of making another), shows progress, then the server's message or what to do next.
 */
export function LinkTokenAction({ action, working, doneTitle, afterDone, help }: LinkTokenActionProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const checked = check(newsletterTokenInput, { token });
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const call = useRef<{ token: string; attempt: number; answer: Promise<Acknowledgement> } | null>(null);

  useEffect(() => {
    if (!checked.ok) return;
    if (call.current?.token !== token || call.current.attempt !== attempt) {
      call.current = { token, attempt, answer: CALL[action](token) };
    }
    let live = true;
    call.current.answer.then(
      (answer) => live && setOutcome({ token, attempt, ok: true, message: answer.message }),
      (error: unknown) => {
        // A refused link stays refused; a network or server problem may pass.
        const canRetry = !isDataError(error) || ['unavailable', 'internal', 'rate_limited'].includes(error.code);
        if (live) setOutcome({ token, attempt, ok: false, message: errorMessage(error), canRetry });
      },
    );
    return () => {
      live = false;
    };
  }, [action, token, attempt, checked.ok]);

  if (!checked.ok) return <Failure message={serviceText(checked.errors.token) ?? t('This link is not complete.')} help={help} />;
  const current = outcome && outcome.token === token && outcome.attempt === attempt ? outcome : null;
  if (!current) return <Loading label={working} />;
  if (current.ok) {
    return (
      <Confirmation title={doneTitle}>
        <p>{serviceText(current.message)}</p>
        {afterDone}
      </Confirmation>
    );
  }
  return (
    <Failure
      message={serviceText(current.message)}
      help={help}
      onRetry={current.canRetry ? () => setAttempt((n) => n + 1) : undefined}
    />
  );
}

function Failure({ message, help, onRetry }: { message: string; help: ReactNode; onRetry?: () => void }) {
  return (
    <ErrorPanel title={t('This link did not work')} onRetry={onRetry}>
      <p>{message}</p>
      {onRetry ? null : help}
    </ErrorPanel>
  );
}
