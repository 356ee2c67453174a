import { useState, type FormEvent } from 'react';
import { errorMessage, type GivingGift, type GivingHistory, type MonthlyGift, type Pledge } from '@sla/data';
import { fieldErrors, monthlyAmountInput, receiptQuery, type ReceiptQuery } from '@sla/contract/schemas';
import { Field } from '@sla/forms';
import { formatMoney, msg, t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { downloadBlob } from '../downloadBlob.js';
import { STACKED_TABLE, useStackedTable } from '../stackedTable.js';
import './givingHistory.css';

/** The name the service gave a download (its number and days, for a receipt), else `fallback`. */
export const savedName = (blob: Blob, fallback: string) =>
  typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : fallback;

/** What the reader may do besides reading: download receipts, and (the donor) change or stop a monthly gift. */
export interface GivingActions {
  receipt: (query: ReceiptQuery) => Promise<Blob>;
  changeMonthly?: (id: string, amount: number) => Promise<MonthlyGift>;
  stopMonthly?: (id: string) => Promise<MonthlyGift>;
}

const money = (amount: number, currency: string) => {
  try {
    return formatMoney(amount, currency, { currencyDisplay: 'narrowSymbol' });
  } catch {
    return `${amount} ${currency}`;
  }
};

const KIND: Record<string, string> = {
  once: msg('One-time gift'),
  monthly: msg('Monthly gift'),
  renewal: msg('Monthly gift (renewal)'),
};
const STATUS: Record<string, string> = {
  paid: msg('Paid'),
  pending: msg('Pending'),
  failed: msg('Failed'),
  expired: msg('Expired, never confirmed'),
};
const kindOf = (gift: GivingGift) => t(KIND[gift.renewal ? 'renewal' : gift.frequency]!);
const statusOf = (status: string) => (STATUS[status] ? t(STATUS[status]!) : status);

/**
 * A donor's giving history (decision 0051), the same for the donor (by link or signed in) and for staff on a donor's
 * page: totals by year, monthly gifts, a receipt for any range of dates, every gift with its own receipt, and pledges.
 */
export function GivingHistoryView({ history, actions }: { history: GivingHistory; actions: GivingActions }) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const download = (key: string, query: ReceiptQuery) => {
    if (busy) return;
    setBusy(key);
    setProblem('');
    actions
      .receipt(query)
      .then((blob) => downloadBlob(blob, savedName(blob, t('receipt.pdf'))))
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setBusy(null));
  };
  const nothing = !history.gifts.length && !history.pledges.length && !history.monthly.length;
  return (
    <div className="giving">
      {nothing ? <p className="giving__empty">{t('No gifts or pledges from this address yet.')}</p> : null}
      {history.totals.length ? (
        <section aria-labelledby="giving-totals">
          <h2 id="giving-totals">{t('Given by year')}</h2>
          <ul className="giving__totals">
            {history.totals.map((total) => (
              <li key={`${total.year}-${total.currency}`}>
                <strong>{total.year}</strong> {money(total.amount, total.currency)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {history.monthly.length ? <MonthlyGifts history={history} actions={actions} /> : null}
      {history.gifts.length ? (
        <>
          <RangeReceipt busy={busy === 'range'} onDownload={(query) => download('range', query)} />
          <GiftsTable gifts={history.gifts} busy={busy} onReceipt={(gift) => download(gift.id, { gift: gift.id })} />
        </>
      ) : null}
      {problem ? (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {history.pledges.length ? <PledgesTable pledges={history.pledges} /> : null}
    </div>
  );
}

function GiftsTable({
  gifts,
  busy,
  onReceipt,
}: {
  gifts: GivingGift[];
  busy: string | null;
  onReceipt: (gift: GivingGift) => void;
}) {
  const ref = useStackedTable();
  return (
    <section aria-labelledby="giving-gifts">
      <h2 id="giving-gifts">{t('Gifts')}</h2>
      <div className={STACKED_TABLE.wrapper}>
        <table ref={ref} className={`data-table ${STACKED_TABLE.table}`}>
          <caption className="visually-hidden">{t('Gifts, newest first')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Gift')}</th>
              <th scope="col" className="data-table__number">
                {t('Amount')}
              </th>
              <th scope="col">{t('Status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('Receipt')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {gifts.map((gift) => (
              <tr key={gift.id}>
                <th scope="row">{formatDate(gift.createdAt)}</th>
                <td>{kindOf(gift)}</td>
                <td className="data-table__number">{money(gift.amount, gift.currency)}</td>
                <td>
                  <span className={gift.status === 'paid' ? 'badge badge--success' : 'badge'}>{statusOf(gift.status)}</span>
                </td>
                <td>
                  {gift.status === 'paid' ? (
                    <button
                      type="button"
                      className="button button--outline button--small"
                      disabled={busy === gift.id}
                      aria-label={t('Receipt for the gift of {date}', { date: formatDate(gift.createdAt) })}
                      onClick={() => onReceipt(gift)}
                    >
                      {busy === gift.id ? t('Preparing…') : t('Receipt (PDF)')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PledgesTable({ pledges }: { pledges: Pledge[] }) {
  const ref = useStackedTable();
  return (
    <section aria-labelledby="giving-pledges">
      <h2 id="giving-pledges">{t('Pledges')}</h2>
      <p className="giving__note">{t('A pledge is a promise to give; a receipt comes with the gift itself.')}</p>
      <div className={STACKED_TABLE.wrapper}>
        <table ref={ref} className={`data-table ${STACKED_TABLE.table}`}>
          <caption className="visually-hidden">{t('Pledges, newest first')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Frequency')}</th>
              <th scope="col" className="data-table__number">
                {t('Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {pledges.map((pledge) => (
              <tr key={pledge.id}>
                <th scope="row">{formatDate(pledge.createdAt)}</th>
                <td>{pledge.frequency === 'monthly' ? t('Monthly pledge') : t('One-time pledge')}</td>
                <td className="data-table__number">{money(pledge.amount, pledge.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A receipt for every gift between two days; the dates are checked by the service's own rule before asking. */
function RangeReceipt({ busy, onDownload }: { busy: boolean; onDownload: (query: ReceiptQuery) => void }) {
  const year = new Date().getFullYear() - 1;
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = receiptQuery.safeParse({ from, to });
    if (!checked.success) return setErrors(fieldErrors(checked.error.issues));
    setErrors({});
    onDownload({ from, to });
  };
  return (
    <form className="giving__range" aria-labelledby="giving-range" onSubmit={submit} noValidate>
      <h2 id="giving-range">{t('Receipt for a period')}</h2>
      <p className="giving__note">{t('One receipt for every gift between two dates, for example a tax year.')}</p>
      <div className="giving__range-fields">
        <Field label={t('From')} error={errors.from && t(errors.from)}>
          {(control) => <input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />}
        </Field>
        <Field label={t('To')} error={(errors.to || errors.gift) && t(errors.to || errors.gift!)}>
          {(control) => <input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('Preparing…') : t('Download receipt')}
        </button>
      </div>
    </form>
  );
}

function MonthlyGifts({ history, actions }: { history: GivingHistory; actions: GivingActions }) {
  const [gifts, setGifts] = useState(history.monthly);
  // What the last change of each gift did, in words: kept here, as stopping a gift removes its controls.
  const [said, setSaid] = useState<Record<string, string>>({});
  const manage = history.canManageMonthly && actions.changeMonthly && actions.stopMonthly;
  const replace = (next: MonthlyGift, words: string) => {
    setGifts((current) => current.map((gift) => (gift.id === next.id ? next : gift)));
    setSaid((current) => ({ ...current, [next.id]: words }));
  };
  return (
    <section aria-labelledby="giving-monthly">
      <h2 id="giving-monthly">{t('Monthly gifts')}</h2>
      <ul className="giving__monthly">
        {gifts.map((gift) => (
          <li key={gift.id} className="giving__monthly-item">
            <p className="giving__monthly-amount">
              {t('{amount} a month', { amount: money(gift.amount, gift.currency) })}{' '}
              <span className={gift.status === 'active' ? 'badge badge--success' : 'badge'}>
                {gift.status === 'active' ? t('Active') : t('Stopped')}
              </span>
            </p>
            <p className="giving__note">
              {gift.stoppedAt
                ? t('Started on {start}, stopped on {end}.', {
                    start: formatDate(gift.startedAt),
                    end: formatDate(gift.stoppedAt),
                  })
                : t('Started on {start}.', { start: formatDate(gift.startedAt) })}
            </p>
            {gift.paymentFailing && gift.status === 'active' ? (
              <p className="giving__warning">{t('The last payment did not go through. Stripe will try again.')}</p>
            ) : null}
            {manage && gift.status === 'active' ? (
              <MonthlyControls gift={gift} actions={actions as Required<GivingActions>} onChanged={replace} />
            ) : null}
            {manage ? (
              <p className="giving__done" role="status">
                {said[gift.id] ?? ''}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {!manage && gifts.some((gift) => gift.status === 'active') ? (
        <p className="giving__note">
          {actions.changeMonthly
            ? t('Changing a monthly gift online is not available right now. Write to us and we will change or stop it for you.')
            : t('To change or stop a monthly gift, the donor uses their giving history, or writes to us.')}
        </p>
      ) : null}
    </section>
  );
}

function MonthlyControls({
  gift,
  actions,
  onChanged,
}: {
  gift: MonthlyGift;
  actions: Required<GivingActions>;
  onChanged: (gift: MonthlyGift, said: string) => void;
}) {
  const [amount, setAmount] = useState(String(gift.amount));
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<MonthlyGift>, said: string) => {
    setBusy(true);
    setError('');
    work()
      .then((next) => {
        onChanged(next, said);
        setConfirming(false);
      })
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setBusy(false));
  };
  const change = (event: FormEvent) => {
    event.preventDefault();
    const checked = monthlyAmountInput.safeParse({ amount });
    if (!checked.success) return setError(t(fieldErrors(checked.error.issues).amount ?? msg('Enter an amount, like 25.')));
    run(() => actions.changeMonthly(gift.id, checked.data.amount), t('Saved. The next payment will be the new amount.'));
  };
  return (
    <div className="giving__controls">
      <form className="giving__change" onSubmit={change} noValidate>
        <Field label={t('New monthly amount ({currency})', { currency: gift.currency })} error={error}>
          {(control) => (
            <input {...control} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('Change amount')}
        </button>
      </form>
      {confirming ? (
        <div className="giving__confirm" role="group" aria-label={t('Stop this monthly gift?')}>
          <p>{t('Stop this monthly gift? No further payments will be taken.')}</p>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() =>
              run(() => actions.stopMonthly(gift.id), t('Your monthly gift has stopped. Thank you for your support.'))
            }
          >
            {t('Yes, stop it')}
          </button>{' '}
          <button type="button" className="button button--outline" onClick={() => setConfirming(false)}>
            {t('Keep it')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--danger-outline" onClick={() => setConfirming(true)}>
          {t('Stop monthly gift')}
        </button>
      )}
    </div>
  );
}
