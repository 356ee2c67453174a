import { pageUrl } from '../../i18n/pageUrl.js';
import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

// The giving history's e-mails (decision 0051), in the donor's language.

/** The link to one's giving history, asked for on the site. */
export function givingLinkMail(details: { to: string; locale: MailLocale; url: string }, staffEmail: string): OutgoingMail {
  const tr = translator(details.locale);
  return {
    kind: 'giving_link',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    subject: tr('Your giving history with {organisation}', { organisation: ORGANISATION }),
    ...renderEmail({
      locale: details.locale,
      greeting: tr('Hello,'),
      paragraphs: [
        tr(
          'Here is the link you asked for. It shows every gift and pledge made from this address, lets you download receipts, and change or stop a monthly gift.',
        ),
      ],
      action: { label: tr('See my giving history'), url: details.url },
      afterAction: [tr('The link works for 72 hours. If you did not ask for it, you can ignore this e-mail.')],
    }),
  };
}

/** A monthly gift's payment failed; Stripe tries again, or the gift lapses. */
export function paymentFailedMail(
  details: { to: string; locale: MailLocale; amountText: string; retrying: boolean; siteUrl: string; dedupeKey: string },
  staffEmail: string,
): OutgoingMail {
  const tr = translator(details.locale);
  return {
    kind: 'monthly_payment_failed',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    subject: tr('Your monthly gift could not be paid'),
    ...renderEmail({
      locale: details.locale,
      greeting: tr('Hello,'),
      paragraphs: [
        tr('This month’s payment of your monthly gift of {amount} to {organisation} did not go through.', {
          amount: details.amountText,
          organisation: ORGANISATION,
        }),
        details.retrying
          ? tr('Your bank may have declined it, or the card may have expired. We will try again in a few days.')
          : tr('Your bank may have declined it, or the card may have expired. We will not try again.'),
        tr('You can see, change or stop your monthly gift from your giving history.'),
      ],
      action: { label: tr('See my giving history'), url: pageUrl(details.siteUrl, '/giving', details.locale) },
    }),
  };
}

/** Stripe says the card paying a monthly gift expires at the end of this month. */
export function cardExpiringMail(
  details: { to: string; locale: MailLocale; expires: string; last4: string | null; siteUrl: string; dedupeKey: string },
  staffEmail: string,
): OutgoingMail {
  const tr = translator(details.locale);
  return {
    kind: 'monthly_card_expiring',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    subject: tr('The card for your monthly gift expires soon'),
    ...renderEmail({
      locale: details.locale,
      greeting: tr('Hello,'),
      paragraphs: [
        details.last4
          ? tr('The card ending in {last4} that pays your monthly gift to {organisation} expires on {expires}.', {
              last4: details.last4,
              organisation: ORGANISATION,
              expires: details.expires,
            })
          : tr('The card that pays your monthly gift to {organisation} expires on {expires}.', {
              organisation: ORGANISATION,
              expires: details.expires,
            }),
        tr(
          'If your bank has sent you a new card, the gift may carry on by itself. If it stops, you can start a new monthly gift on the Donate page; reply to this e-mail if you need help.',
        ),
      ],
      action: { label: tr('See my giving history'), url: pageUrl(details.siteUrl, '/giving', details.locale) },
    }),
  };
}
