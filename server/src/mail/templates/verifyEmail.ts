import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

export interface VerifyEmailMailDetails {
  to: string;
  /** The account holder's language (users.locale). */
  locale: MailLocale;
  name: string | null;
  link: string;
  /** One e-mail per request, however often it is retried. */
  dedupeKey: string;
}

/** A new link to confirm the account's e-mail address, sent again by an admin. */
export function verifyEmailMail(details: VerifyEmailMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const organisation = ORGANISATION;
  return {
    kind: 'verify_email',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    subject: tr('Confirm your e-mail address for {organisation}', { organisation }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: [
        tr('Please confirm that this is your e-mail address, so that your {organisation} account can use it.', { organisation }),
      ],
      action: { label: tr('Confirm my e-mail address'), url: details.link },
      afterAction: [tr('If you did not ask for an account with us, you can ignore this e-mail.')],
    }),
  };
}
