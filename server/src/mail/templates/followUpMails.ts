import { formatDay, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

export interface FollowUpReplyDetails {
  to: string;
  name: string;
  /** The day they wrote (or pledged). */
  receivedAt: Date;
  pledge: boolean;
  /** The reply as staff typed it: escaped by renderEmail, never markup. */
  body: string;
  /** The page where they can answer, with this e-mail's own link. */
  url: string;
  /** The language of the page they wrote from. */
  locale: MailLocale;
}

/**
 * Staff's reply to a message or pledge, in the sender's language, with the reply as typed and the link that opens the
 * conversation on the site (replies to this e-mail are not read: the link is the way back, decision 0049). Essential
 * mail: the answer to what they asked, so it has no unsubscribe line.
 */
export function followUpReplyMail(details: FollowUpReplyDetails): OutgoingMail {
  const tr = translator(details.locale);
  const date = formatDay(details.locale, details.receivedAt);
  return {
    kind: 'follow_up_reply',
    to: details.to,
    locale: details.locale,
    subject: details.pledge
      ? tr('About your pledge to {organisation}', { organisation: ORGANISATION })
      : tr('A reply to your message to {organisation}', { organisation: ORGANISATION }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: [
        details.pledge
          ? tr('Thank you for your pledge of {date}. Here is our reply:', { date })
          : tr('Thank you for your message of {date}. Here is our reply:', { date }),
        details.body,
      ],
      action: { label: tr('Answer on our website'), url: details.url },
      afterAction: [
        tr('Replies to this e-mail are not read: to answer, use the link above. It is yours alone, please do not forward it.'),
      ],
    }),
  };
}

export interface FollowUpAnswerDetails {
  to: string;
  senderName: string;
  /** The thread in the back office. */
  url: string;
  locale: MailLocale;
}

/**
 * Tells the item's owner (else the team address) that the sender answered. Says who, never what: the answer is read
 * in the back office, where notes and the rest of the thread are.
 */
export function followUpAnswerMail(details: FollowUpAnswerDetails): OutgoingMail {
  const tr = translator(details.locale);
  return {
    kind: 'follow_up_answer',
    to: details.to,
    locale: details.locale,
    subject: tr('{name} answered in the follow-up inbox', { name: details.senderName }),
    ...renderEmail({
      locale: details.locale,
      greeting: tr('Hello,'),
      paragraphs: [tr('{name} answered a reply through the website. The item is open again.', { name: details.senderName })],
      action: { label: tr('Open the conversation'), url: details.url },
    }),
  };
}
