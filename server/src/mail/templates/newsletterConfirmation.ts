import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

/** The double opt-in's link, in `locale`: the language of the page the address was given on. */
export function newsletterConfirmationMail(
  to: string,
  links: { confirmUrl: string; unsubscribeUrl: string },
  locale: MailLocale,
): OutgoingMail {
  const tr = translator(locale);
  const organisation = ORGANISATION;
  return {
    kind: 'newsletter_confirmation',
    to,
    locale,
    subject: tr('Please confirm your subscription to the {organisation} newsletter', { organisation }),
    headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>` },
    ...renderEmail({
      locale,
      greeting: tr('Hello,'),
      paragraphs: [
        tr(
          'Thank you for signing up for news from {organisation}: stories from our scholars and researchers, and the dates our programmes open for applications.',
          { organisation },
        ),
        tr('Please confirm that this is your address, so we know the newsletter is wanted.'),
      ],
      action: { label: tr('Confirm my subscription'), url: links.confirmUrl },
      afterAction: [tr('If you did not sign up, ignore this e-mail: unless the link is used, you will not hear from us again.')],
      footer: [tr('You can unsubscribe at any time: {url}', { url: links.unsubscribeUrl })],
    }),
  };
}
