import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail } from './renderEmail.js';

export interface VerifyEmailMailDetails {
  to: string;
  name: string | null;
  link: string;
  /** One e-mail per request, however often it is retried. */
  dedupeKey: string;
}

/** A new link to confirm the account's e-mail address, sent again by an admin. */
export function verifyEmailMail(details: VerifyEmailMailDetails): OutgoingMail {
  return {
    kind: 'verify_email',
    to: details.to,
    dedupeKey: details.dedupeKey,
    subject: `Confirm your e-mail address for ${ORGANISATION}`,
    ...renderEmail({
      greeting: details.name ? `Dear ${details.name},` : 'Hello,',
      paragraphs: [`Please confirm that this is your e-mail address, so that your ${ORGANISATION} account can use it.`],
      action: { label: 'Confirm my e-mail address', url: details.link },
      afterAction: ['If you did not ask for an account with us, you can ignore this e-mail.'],
    }),
  };
}
