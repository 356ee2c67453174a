import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail } from './renderEmail.js';

export function newsletterConfirmationMail(to: string, links: { confirmUrl: string; unsubscribeUrl: string }): OutgoingMail {
  return {
    kind: 'newsletter_confirmation',
    to,
    subject: `Please confirm your subscription to the ${ORGANISATION} newsletter`,
    headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>` },
    ...renderEmail({
      greeting: 'Hello,',
      paragraphs: [
        `Thank you for signing up for news from ${ORGANISATION}: stories from our scholars and researchers, and the dates our programmes open for applications.`,
        'Please confirm that this is your address, so we know the newsletter is wanted.',
      ],
      action: { label: 'Confirm my subscription', url: links.confirmUrl },
      afterAction: ['If you did not sign up, ignore this e-mail: unless the link is used, you will not hear from us again.'],
      footer: [`You can unsubscribe at any time: ${links.unsubscribeUrl}`],
    }),
  };
}
