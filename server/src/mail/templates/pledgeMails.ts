import type { PledgeRow } from '../../db/schema.js';
import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

// `amountText` is the pledged amount as the mail's reader reads it (formatMoney with `locale`).

/**
 * Thanks to the person who pledged, in `locale` (the language of the page they pledged from); the team follows up
 * from the reply address.
 */
export function pledgeThanksMail(pledge: PledgeRow, amountText: string, staffEmail: string, locale: MailLocale): OutgoingMail {
  const tr = translator(locale);
  const amount = amountText;
  return {
    kind: 'pledge_thanks',
    to: pledge.email,
    locale,
    replyTo: staffEmail,
    subject: tr('Thank you for your pledge to {organisation}', { organisation: ORGANISATION }),
    ...renderEmail({
      locale,
      greeting: tr('Dear {name},', { name: pledge.name }),
      paragraphs: [
        pledge.frequency === 'monthly'
          ? tr('Thank you for pledging {amount} a month.', { amount })
          : tr('Thank you for pledging {amount}.', { amount }),
        tr(
          'A member of our team will contact you within five working days about the easiest way for you to give, by bank transfer or mobile money.',
        ),
        tr('Nothing has been charged. If you did not make this pledge, please ignore this e-mail.'),
      ],
    }),
  };
}

/**
 * Tells the team a pledge needs following up, in `locale` (the language of the account with the team address, else
 * English); replying reaches the donor.
 */
export function pledgeToStaffMail(pledge: PledgeRow, amountText: string, staffEmail: string, locale: MailLocale): OutgoingMail {
  const tr = translator(locale);
  const monthly = pledge.frequency === 'monthly';
  const values = { amount: amountText, name: pledge.name };
  return {
    kind: 'pledge_to_staff',
    to: staffEmail,
    locale,
    replyTo: pledge.email,
    subject: monthly ? tr('New pledge: {amount} a month from {name}', values) : tr('New pledge: {amount} from {name}', values),
    ...renderEmail({
      locale,
      greeting: tr('A new pledge came in through the Donate page.'),
      paragraphs: [
        [
          tr('From: {name} <{email}>', { name: pledge.name, email: pledge.email }),
          monthly ? tr('Pledge: {amount} a month', values) : tr('Pledge: {amount}', values),
          tr('Received: {at}', { at: pledge.createdAt.toISOString() }),
        ].join('\n'),
        tr(
          'Please contact the donor within five working days to arrange the gift. Reply to this e-mail to write to them directly.',
        ),
      ],
    }),
  };
}
