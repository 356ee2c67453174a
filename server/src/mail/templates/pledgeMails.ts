import type { PledgeRow } from '../../db/schema.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail } from './renderEmail.js';

const described = (pledge: PledgeRow, amountText: string) =>
  pledge.frequency === 'monthly' ? `${amountText} a month` : amountText;

/** Thanks to the person who pledged; the team follows up from the reply address. */
export function pledgeThanksMail(pledge: PledgeRow, amountText: string, staffEmail: string): OutgoingMail {
  return {
    kind: 'pledge_thanks',
    to: pledge.email,
    replyTo: staffEmail,
    subject: `Thank you for your pledge to ${ORGANISATION}`,
    ...renderEmail({
      greeting: `Dear ${pledge.name},`,
      paragraphs: [
        `Thank you for pledging ${described(pledge, amountText)}.`,
        'A member of our team will contact you within five working days about the easiest way for you to give, by bank transfer or mobile money.',
        'Nothing has been charged. If you did not make this pledge, please ignore this e-mail.',
      ],
    }),
  };
}

/** Tells the team a pledge needs following up; replying reaches the donor. */
export function pledgeToStaffMail(pledge: PledgeRow, amountText: string, staffEmail: string): OutgoingMail {
  return {
    kind: 'pledge_to_staff',
    to: staffEmail,
    replyTo: pledge.email,
    subject: `New pledge: ${described(pledge, amountText)} from ${pledge.name}`,
    ...renderEmail({
      greeting: 'A new pledge came in through the Donate page.',
      paragraphs: [
        [
          `From: ${pledge.name} <${pledge.email}>`,
          `Pledge: ${described(pledge, amountText)}`,
          `Received: ${pledge.createdAt.toISOString()}`,
        ].join('\n'),
        'Please contact the donor within five working days to arrange the gift. Reply to this e-mail to write to them directly.',
      ],
    }),
  };
}
