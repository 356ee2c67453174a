import type { DonationFrequency } from '@sla/contract';
import { formatDay, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

export interface ReceiptDetails {
  to: string;
  /** The donor's language: their account's, else the one they gave from (the Checkout's). */
  locale: MailLocale;
  name: string | null;
  /** The amount as the donor reads it, in their language (formatMoney with their locale). */
  amountText: string;
  frequency: DonationFrequency;
  renewal: boolean;
  receivedAt: Date;
  /** Once per Stripe event, however often Stripe delivers it. */
  dedupeKey: string;
}

/**
 * The day of the gift: English receipts keep the ISO day they have always shown (2027-01-31); other languages have it
 * as their readers write a date (31 janvier 2027).
 */
const giftDay = (locale: MailLocale, at: Date) =>
  !locale || locale === 'en' ? at.toISOString().slice(0, 10) : formatDay(locale, at);

export function donationReceiptMail(details: ReceiptDetails, staffEmail: string): OutgoingMail {
  const tr = translator(details.locale);
  const monthly = details.frequency === 'monthly';
  const values = { amount: details.amountText, date: giftDay(details.locale, details.receivedAt) };
  const received = monthly
    ? details.renewal
      ? tr("We have received this month's gift of {amount} on {date}. Thank you.", values)
      : tr('We have received your first monthly gift of {amount} on {date}. Thank you.', values)
    : tr('We have received your gift of {amount} on {date}. Thank you.', values);
  return {
    kind: 'donation_receipt',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    subject: tr('Thank you for your gift to {organisation}', { organisation: ORGANISATION }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: [
        received,
        tr(
          'Gifts like yours pay for research kits, mentorship and mobile data for young scientists across the continent, so that talent, not circumstance, decides who gets to do research.',
        ),
        tr('Your payment was processed securely by Stripe. Please keep this e-mail as a record of your gift.'),
        ...(monthly
          ? [tr('You can change or stop your monthly gift at any time: reply to this e-mail and we will take care of it.')]
          : []),
      ],
    }),
  };
}
