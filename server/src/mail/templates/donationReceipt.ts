import type { DonationFrequency } from '@sla/data';
import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail } from './renderEmail.js';

export interface ReceiptDetails {
  to: string;
  name: string | null;
  amountText: string;
  frequency: DonationFrequency;
  renewal: boolean;
  receivedAt: Date;
  /** Once per Stripe event, however often Stripe delivers it. */
  dedupeKey: string;
}

export function donationReceiptMail(details: ReceiptDetails, staffEmail: string): OutgoingMail {
  const monthly = details.frequency === 'monthly';
  const what = monthly
    ? details.renewal
      ? `this month's gift of ${details.amountText}`
      : `your first monthly gift of ${details.amountText}`
    : `your gift of ${details.amountText}`;
  return {
    kind: 'donation_receipt',
    to: details.to,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    subject: `Thank you for your gift to ${ORGANISATION}`,
    ...renderEmail({
      greeting: details.name ? `Dear ${details.name},` : 'Hello,',
      paragraphs: [
        `We have received ${what} on ${details.receivedAt.toISOString().slice(0, 10)}. Thank you.`,
        'Gifts like yours pay for research kits, mentorship and mobile data for young scientists across the continent, so that talent, not circumstance, decides who gets to do research.',
        'Your payment was processed securely by Stripe. Please keep this e-mail as a record of your gift.',
        ...(monthly
          ? ['You can change or stop your monthly gift at any time: reply to this e-mail and we will take care of it.']
          : []),
      ],
    }),
  };
}
