import { useEffect, useState } from 'react';
import { api, errorMessage, isDataError, routes, type MobileMoneyPayment } from '@sla/data';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { ErrorPanel, Loading, T } from '@sla/ui';
import { Confirmation } from '../forms/Confirmation.js';
import { formatGift } from '../forms/money.js';

/** How often the page asks while the payment is pending, and for how long before it says it is taking a while. */
const POLL_MS = 3_000;
const PATIENCE_MS = 10 * 60_000;

type State = { status: 'loading' } | { status: 'ready'; payment: MobileMoneyPayment } | { status: 'error'; error: unknown };

/**
 * Where the donor lands back from Paystack's page (decision 0050): their mobile-money payment as it stands, asked again
 * every few seconds while it is pending (the network confirms after the donor approves on their phone, and only
 * Paystack's signed webhook makes it a gift). Pending says so; a failed payment says in words why and that nothing was
 * counted. Loaded only on this return, so the Donate page stays light.
 */
export default function MobileMoneyStatus({ reference }: { reference: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  // Each change asks again: Retry after a failure, and the timer below while the payment is pending.
  const [asked, setAsked] = useState(0);
  const [patient, setPatient] = useState(true);

  useEffect(() => {
    let current = true;
    api(routes.getMobileMoneyPayment, { params: { reference } }).then(
      (payment) => current && setState({ status: 'ready', payment }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [reference, asked]);

  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  const pending = state.status === 'ready' && state.payment.status === 'pending';
  useEffect(() => {
    if (!pending || !patient) return;
    const timer = setTimeout(() => setAsked((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, patient, state]);

  if (state.status === 'loading') return <Loading label={t('Checking your payment…')} />;
  if (state.status === 'error') {
    const unknown = isDataError(state.error) && (state.error.code === 'not_found' || state.error.code === 'invalid_input');
    return (
      <ErrorPanel
        title={unknown ? t('We cannot find this payment') : t('Your payment could not be checked')}
        onRetry={unknown ? undefined : () => setAsked((n) => n + 1)}
      >
        <p>
          {unknown
            ? t(errorMessage(state.error))
            : t('Check your connection and try again. If you approved the payment, your receipt will still reach you by e-mail.')}
        </p>
        <p>
          <Link to="/donate">{t('Back to the Donate page')}</Link>
        </p>
      </ErrorPanel>
    );
  }

  const { payment } = state;
  const amount = formatGift(payment.amount, { currency: payment.currency, decimals: Number.isInteger(payment.amount) ? 0 : 2 });
  const again = (
    <Link className="button button--outline" to="/donate">
      {t('Try again')}
    </Link>
  );

  if (payment.status === 'succeeded') {
    return (
      <Confirmation
        title={t('Thank you for your gift!')}
        actions={
          <Link className="button button--outline" to="/donate">
            {t('Make another gift')}
          </Link>
        }
      >
        <p>{t('Your mobile-money payment of {amount} went through, and a receipt is on its way to your e-mail.', { amount })}</p>
        <p>
          <T
            message="Read the <link>stories of the scholars</link> you are backing."
            components={{ link: <Link to="/blog" /> }}
          />
        </p>
      </Confirmation>
    );
  }

  if (payment.status === 'pending') {
    return (
      <div className="confirmation mobile-money-status" role="status" aria-busy={patient}>
        <h2 className="confirmation__title">{t('Your payment is pending')}</h2>
        <p>{t('We are waiting for the mobile-money network to confirm your payment of {amount}.', { amount })}</p>
        <p>
          {patient
            ? t('If you have not approved it on your phone yet, do it now. This page updates by itself.')
            : t(
                'This is taking longer than usual. You can close this page: once the network confirms the payment, your receipt will reach you by e-mail.',
              )}
        </p>
      </div>
    );
  }

  const reason =
    payment.failureReason === 'amount_differs'
      ? t(
          'The amount the payment provider reported is not your gift of {amount}, so we have not counted it. Our team will look into it and write to you.',
          { amount },
        )
      : payment.failureReason === 'not_started'
        ? t('The payment of {amount} could not be started, so nothing was taken.', { amount })
        : payment.failureReason === 'expired'
          ? t(
              'The mobile-money network did not confirm your payment of {amount} within a day, so we stopped waiting for it. If money was taken after all, it will still be counted and your receipt will reach you by e-mail.',
              { amount },
            )
          : t('The payment of {amount} was declined or cancelled on the mobile-money network, so nothing was taken.', { amount });
  return (
    <div className="confirmation confirmation--problem mobile-money-status" role="alert">
      <h2 className="confirmation__title">{t('Your payment did not go through')}</h2>
      <p>{reason}</p>
      {payment.failureReason === 'amount_differs' ? null : <div className="confirmation__actions">{again}</div>}
    </div>
  );
}
