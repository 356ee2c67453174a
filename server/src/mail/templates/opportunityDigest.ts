import { msg, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, renderEmail, type MailLocale } from './renderEmail.js';

/** Each kind as the e-mail names it (the board's words). */
const KIND: Record<string, string> = {
  job: msg('Job'),
  fellowship: msg('Fellowship'),
  call_for_papers: msg('Call for papers'),
  scholarship: msg('Scholarship'),
};

export interface DigestItem {
  kind: string;
  title: string;
  organisation: string;
  /** "2027-03-31". */
  deadline: string;
  url: string;
}

export interface OpportunityDigestMailDetails {
  to: string;
  locale: MailLocale;
  recipientName: string | null;
  items: DigestItem[];
  /** How many more matched than the e-mail lists. */
  more: number;
  boardUrl: string;
  accountUrl: string;
  /** The signed link that stops the digest: one click for mail clients, a page for people. */
  unsubscribe: { oneClick: string; page: string };
  /** Once per person and week. */
  dedupeKey: string;
}

/**
 * The weekly e-mail of new opportunities a person opted into in their account settings: one line per opportunity
 * (kind, title, organisation, deadline, its page), in their language; how to stop it at the end.
 */
export function opportunityDigestMail(details: OpportunityDigestMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const dateFormat = new Intl.DateTimeFormat(details.locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  const lines = details.items.map((item) =>
    tr('{kind}: {title}, {organisation}. Apply by {date}. {url}', {
      kind: tr(KIND[item.kind] ?? item.kind),
      title: item.title,
      organisation: item.organisation,
      date: dateFormat.format(new Date(`${item.deadline}T12:00:00.000Z`)),
      url: item.url,
    }),
  );
  return {
    kind: 'opportunity_digest',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    headers: {
      'List-Unsubscribe': `<${details.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    subject: tr('{count, plural, one {# new opportunity} other {# new opportunities}} this week', {
      count: details.items.length + details.more,
    }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.recipientName),
      paragraphs: [
        tr('New on the opportunities board last week, in the fields you chose:'),
        lines.join('\n\n'),
        ...(details.more ? [tr('And {count} more on the board.', { count: details.more })] : []),
      ],
      action: { label: tr('Open the board'), url: details.boardUrl },
      footer: [
        tr(
          'You get this e-mail because you asked for it. To stop it, open {pageUrl} or turn it off in your account settings: {accountUrl}',
          { pageUrl: details.unsubscribe.page, accountUrl: details.accountUrl },
        ),
      ],
    }),
  };
}
