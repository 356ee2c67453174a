import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@sla/router';
import {
  api,
  errorMessage,
  routes,
  type ContactMessage,
  type Donation,
  type DonationFrequency,
  type MessageKind,
  type NewsletterSubscriber,
  type Pledge,
  type SubscriberStatus,
} from '@sla/data';
import type { ListDonationsQuery, ListMessagesQuery, ListSubscribersQuery } from '@sla/contract/schemas';
import { msg, t } from '@sla/i18n';
import { Screen, T } from '@sla/ui';
import { KeysetTable, useKeysetList } from '@sla/data-views';
import { FilterSelect } from '@sla/forms';
import { PortalNav } from '../PortalNav.js';
import { MESSAGE_KIND_LABELS } from '../messageKinds.js';
import { Tabs } from '../components/Tabs.js';
import { formatAmount, formatDate, formatDateTime } from '../format.js';
import { useCsvExport, type CsvExport } from '../hooks/useCsvExport.js';
import { translateLabels } from '../review/labels.js';

// Tabs translates the labels.
const TABS = [
  { id: 'subscribers', label: msg('Subscribers') },
  { id: 'donations', label: msg('Donations') },
  { id: 'pledges', label: msg('Pledges') },
  { id: 'messages', label: msg('Messages') },
] as const;

export type SupportersTab = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is SupportersTab => TABS.some((tab) => tab.id === value);

// Labels as records, so a status or kind added to @sla/data fails to compile here until it has one. Translated
// with t() where shown.
const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: msg('Pending'),
  confirmed: msg('Confirmed'),
  unsubscribed: msg('Unsubscribed'),
};
/** The subscribers tab with no one of the status chosen. */
const NO_SUBSCRIBERS: Record<SubscriberStatus, string> = {
  pending: msg('No pending subscribers.'),
  confirmed: msg('No confirmed subscribers.'),
  unsubscribed: msg('No unsubscribed subscribers.'),
};
const STATUS_BADGES: Record<SubscriberStatus, string> = {
  pending: 'badge badge--warning',
  confirmed: 'badge badge--success',
  unsubscribed: 'badge',
};
const FREQUENCY_LABELS: Record<DonationFrequency, string> = { once: msg('One-off'), monthly: msg('Monthly') };
const PROVIDER_LABELS: Record<Donation['provider'], string> = {
  stripe: msg('Card (Stripe)'),
  paystack: msg('Mobile money (Paystack)'),
};
/** A payment's state in words, and its badge: only 'succeeded' is money received (decision 0050). */
const PAYMENT_BADGES: Record<Donation['status'], { label: string; tone: string }> = {
  succeeded: { label: msg('Paid'), tone: 'success' },
  pending: { label: msg('Pending'), tone: 'warning' },
  failed: { label: msg('Failed'), tone: 'danger' },
};
const FAILURE_LABELS: Record<NonNullable<Donation['failureReason']>, string> = {
  declined: msg('declined on the network'),
  amount_differs: msg('paid amount differs: check in Paystack'),
  not_started: msg('could not be started'),
  expired: msg('expired: not confirmed within a day'),
};
/** The messages tab with none of the type chosen. */
const NO_MESSAGES: Record<MessageKind, string> = {
  contact: msg('No contact messages.'),
  volunteer: msg('No volunteer messages.'),
  mentor: msg('No mentor messages.'),
  partner: msg('No partner messages.'),
};

/** Messages longer than this show their start and a "Show more" button. */
export const MESSAGE_PREVIEW_LENGTH = 160;

const NO_QUERY: ListDonationsQuery = {};

// Stable fetchers for useKeysetList. A failed call (the service refusing it, or not configured)
// shows as the list's error state.
const listSubscribers = (query: ListSubscribersQuery) => api(routes.listSubscribers, { query: { ...query } });
const listDonations = (query: ListDonationsQuery) => api(routes.listDonations, { query: { ...query } });
const listPledges = (query: ListDonationsQuery) => api(routes.listPledges, { query: { ...query } });
const listMessages = (query: ListMessagesQuery) => api(routes.listMessages, { query });

/** Staff: newsletter subscribers, gifts, pledges and messages from the public site, with CSV exports. */
export default function Supporters() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SupportersTab = isTab(requested) ? requested : 'subscribers';

  // Held here rather than in the panels, so a filter survives a visit to another tab.
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [kind, setKind] = useState<MessageKind | ''>('');

  const selectTab = (next: SupportersTab) =>
    // Replace, not push: moving along the tabs with the arrow keys should not fill the history.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Screen
      title={t('Supporters')}
      lead={t('Newsletter subscribers, donations, pledges and messages sent from the public site.')}
    >
      <PortalNav />
      <Tabs label={t('Supporters')} tabs={TABS} selected={tab} onSelect={selectTab}>
        {tab === 'subscribers' ? (
          <SubscribersPanel status={status} onStatus={setStatus} />
        ) : tab === 'donations' ? (
          <DonationsPanel />
        ) : tab === 'pledges' ? (
          <PledgesPanel />
        ) : (
          <MessagesPanel kind={kind} onKind={setKind} />
        )}
      </Tabs>
    </Screen>
  );
}

function SubscribersPanel({
  status,
  onStatus,
}: {
  status: SubscriberStatus | '';
  onStatus: (status: SubscriberStatus | '') => void;
}) {
  const query: ListSubscribersQuery = status ? { status } : {};
  const subscribers = useKeysetList(listSubscribers, query);
  const csv = useCsvExport('subscribers.csv', () => api(routes.exportSubscribersCsv, { query: { status: query.status } }));

  return (
    <>
      <PanelHeader csv={csv}>
        {t(
          'Addresses that signed up for the newsletter. Only confirmed addresses receive it. The export holds every subscriber with the status chosen below.',
        )}
      </PanelHeader>
      <div className="toolbar" role="group" aria-label={t('Filter subscribers')}>
        <FilterSelect
          label={t('Status')}
          all={t('All statuses')}
          labels={translateLabels(STATUS_LABELS)}
          value={status}
          onChange={onStatus}
        />
      </div>
      <KeysetTable
        stacked
        list={subscribers}
        noun={[t('subscriber'), t('subscribers')]}
        caption={t('Subscribers')}
        loadingLabel={t('Loading subscribers…')}
        errorTitle={t('The subscribers could not be loaded')}
        more={t('more available')}
        moreLabel={t('Load more')}
        empty={status ? t(NO_SUBSCRIBERS[status]) : t('No subscribers yet.')}
        columns={[t('E-mail'), t('Status'), t('Signed up'), t('Confirmed'), t('Unsubscribed')]}
        row={(subscriber: NewsletterSubscriber) => (
          <tr key={subscriber.id}>
            <th scope="row" className="data-table__wrap">
              <a href={`mailto:${subscriber.email}`}>{subscriber.email}</a>
            </th>
            <td>
              <span className={STATUS_BADGES[subscriber.status]}>{t(STATUS_LABELS[subscriber.status])}</span>
            </td>
            <DateCell iso={subscriber.createdAt} />
            <DateCell iso={subscriber.confirmedAt} />
            <DateCell iso={subscriber.unsubscribedAt} />
          </tr>
        )}
      />
    </>
  );
}

function DonationsPanel() {
  const donations = useKeysetList(listDonations, NO_QUERY);
  const csv = useCsvExport('donations.csv', () => api(routes.exportDonationsCsv));
  return (
    <>
      <PanelHeader csv={csv}>
        {t(
          'Gifts paid online, newest first. Each monthly renewal is a row of its own. Mobile-money payments are listed from the start: only those marked Paid were received.',
        )}
      </PanelHeader>
      <KeysetTable
        stacked
        list={donations}
        noun={[t('donation'), t('donations')]}
        caption={t('Donations')}
        loadingLabel={t('Loading donations…')}
        errorTitle={t('The donations could not be loaded')}
        more={t('more available')}
        moreLabel={t('Load more')}
        empty={t('No donations yet.')}
        columns={[t('Donor'), t('E-mail'), t('Amount'), t('Payment'), t('Frequency'), t('Received')]}
        numeric={[2]}
        row={(donation: Donation) => (
          <tr key={donation.id}>
            <th scope="row" className="data-table__name">
              {donation.name?.trim() || <span className="data-table__muted">{t('No name given')}</span>}
            </th>
            <EmailCell email={donation.email} donor />
            <td className="data-table__number">{formatAmount(donation.amount, donation.currency)}</td>
            <td>
              {t(PROVIDER_LABELS[donation.provider])}{' '}
              <span className={`badge badge--${PAYMENT_BADGES[donation.status].tone}`}>
                {t(PAYMENT_BADGES[donation.status].label)}
              </span>
              {donation.failureReason ? (
                <span className="data-table__muted"> {t(FAILURE_LABELS[donation.failureReason])}</span>
              ) : null}
            </td>
            <td className="data-table__nowrap">
              <span className="badge">{t(FREQUENCY_LABELS[donation.frequency])}</span>
              {donation.renewal ? <span className="badge badge--info data-table__badge-after">{t('Renewal')}</span> : null}
            </td>
            <DateCell iso={donation.createdAt} withTime />
          </tr>
        )}
      />
    </>
  );
}

function PledgesPanel() {
  const pledges = useKeysetList(listPledges, NO_QUERY);
  const csv = useCsvExport('pledges.csv', () => api(routes.exportPledgesCsv));
  return (
    <>
      <PanelHeader csv={csv}>
        {t('Promises to give made without paying online, newest first, for someone to follow up.')}
      </PanelHeader>
      <KeysetTable
        stacked
        list={pledges}
        noun={[t('pledge'), t('pledges')]}
        caption={t('Pledges')}
        loadingLabel={t('Loading pledges…')}
        errorTitle={t('The pledges could not be loaded')}
        more={t('more available')}
        moreLabel={t('Load more')}
        empty={t('No pledges yet.')}
        columns={[t('Name'), t('E-mail'), t('Amount'), t('Frequency'), t('Pledged')]}
        numeric={[2]}
        row={(pledge: Pledge) => (
          <tr key={pledge.id}>
            <th scope="row" className="data-table__name">
              {pledge.name}
            </th>
            <EmailCell email={pledge.email} donor />
            <td className="data-table__number">{formatAmount(pledge.amount, pledge.currency)}</td>
            <td>
              <span className="badge">{t(FREQUENCY_LABELS[pledge.frequency])}</span>
            </td>
            <DateCell iso={pledge.createdAt} withTime />
          </tr>
        )}
      />
    </>
  );
}

function MessagesPanel({ kind, onKind }: { kind: MessageKind | ''; onKind: (kind: MessageKind | '') => void }) {
  const query: ListMessagesQuery = kind ? { kind } : {};
  const messages = useKeysetList(listMessages, query);
  return (
    <>
      <PanelHeader>{t('Messages from the Contact and Get Involved forms, newest first.')}</PanelHeader>
      <div className="toolbar" role="group" aria-label={t('Filter messages')}>
        <FilterSelect
          label={t('Type')}
          all={t('All types')}
          labels={translateLabels(MESSAGE_KIND_LABELS)}
          value={kind}
          onChange={onKind}
        />
      </div>
      <KeysetTable
        stacked
        list={messages}
        noun={[t('message'), t('messages')]}
        caption={t('Messages')}
        loadingLabel={t('Loading messages…')}
        errorTitle={t('The messages could not be loaded')}
        more={t('more available')}
        moreLabel={t('Load more')}
        empty={kind ? t(NO_MESSAGES[kind]) : t('No messages yet.')}
        columns={[t('Name'), t('E-mail'), t('Type'), t('Organisation'), t('Received')]}
        grouped
        row={(message: ContactMessage) => (
          // Two rows per message: who and when, then the text on a line of its own below, so it is
          // readable on a phone without scrolling the table sideways.
          <tbody key={message.id} className="data-table__group">
            <tr>
              <th scope="row" className="data-table__name">
                {message.name}
              </th>
              <EmailCell email={message.email} />
              <td>
                <span className="badge badge--info">{t(MESSAGE_KIND_LABELS[message.kind])}</span>
              </td>
              <td>{message.organisation?.trim() || <span className="data-table__muted">{t('None given')}</span>}</td>
              <DateCell iso={message.createdAt} withTime />
            </tr>
            <tr className="data-table__detail">
              <td colSpan={5}>
                <div className="data-table__detail-body">
                  <MessageText text={message.message} from={message.name} />
                </div>
              </td>
            </tr>
          </tbody>
        )}
      />
    </>
  );
}

/** What a tab lists, and its Export CSV button if it has one; a failed export shows below. */
function PanelHeader({ csv, children }: { csv?: CsvExport; children: ReactNode }) {
  return (
    <>
      <div className="tab-panel__header">
        <p className="tab-panel__lead">{children}</p>
        {csv ? (
          <button type="button" className="button button--outline" onClick={csv.run} disabled={csv.busy}>
            {csv.busy ? t('Exporting…') : t('Export CSV')}
          </button>
        ) : null}
      </div>
      {csv?.error ? (
        <p role="alert" className="alert">
          {t('The CSV file could not be exported. {reason}', { reason: t(errorMessage(csv.error)) })}
        </p>
      ) : null}
    </>
  );
}

function DateCell({ iso, withTime = false }: { iso: string | null; withTime?: boolean }) {
  return (
    <td className="data-table__nowrap">
      {iso ? (
        <time dateTime={iso}>{withTime ? formatDateTime(iso) : formatDate(iso)}</time>
      ) : (
        <span className="data-table__muted">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t('None')}</span>
        </span>
      )}
    </td>
  );
}

/** An address; a donor's opens their page, with every gift and pledge from it and its receipts (decision 0051). */
function EmailCell({ email, donor = false }: { email: string | null; donor?: boolean }) {
  return (
    <td className="data-table__wrap">
      {!email ? (
        <span className="data-table__muted">{t('No e-mail given')}</span>
      ) : donor ? (
        <Link to={`/admin/supporters/donor?email=${encodeURIComponent(email)}`}>{email}</Link>
      ) : (
        <a href={`mailto:${email}`}>{email}</a>
      )}
    </td>
  );
}

/**
 * The start of `text` on one line (whole words, about MESSAGE_PREVIEW_LENGTH characters) and "…", or
 * null when the whole message is that short.
 */
export function messagePreview(text: string): string | null {
  const characters = Array.from(text.trim().replace(/\s+/g, ' '));
  if (characters.length <= MESSAGE_PREVIEW_LENGTH) return null;
  const cut = characters.slice(0, MESSAGE_PREVIEW_LENGTH).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const start = lastSpace > MESSAGE_PREVIEW_LENGTH * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${start.trimEnd()}…`;
}

/** A message, cut short when long, with a "Show more" / "Show less" toggle. */
function MessageText({ text, from }: { text: string; from: string }) {
  const [expanded, setExpanded] = useState(false);
  const preview = messagePreview(text);
  return (
    <>
      <span className="visually-hidden">{t('Message from {name}:', { name: from })}</span>
      <p className="data-table__message-text">{expanded || !preview ? text.trim() : preview}</p>
      {preview ? (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? (
            <T
              message="Show less <hidden>of the message from {name}</hidden>"
              values={{ name: from }}
              components={{ hidden: <span className="visually-hidden" /> }}
            />
          ) : (
            <T
              message="Show more <hidden>of the message from {name}</hidden>"
              values={{ name: from }}
              components={{ hidden: <span className="visually-hidden" /> }}
            />
          )}
        </button>
      ) : null}
    </>
  );
}
