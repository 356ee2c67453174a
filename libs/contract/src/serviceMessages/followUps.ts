import { msg } from '@sla/i18n';
import { messageWith } from '../messages.js';
import { englishDayLocalised } from './localisers.js';

const SENDER_GONE = messageWith(
  msg('The sender deleted their account on {date}, so nothing more can be sent to them. You can still add a note.'),
  { date: englishDayLocalised },
);

/**
 * What the data service says about the follow-up inbox (server/src/followUps, decision 0049): to staff in the back
 * office, and to the sender on the page their reply link opens, who has no account and may come from an old e-mail.
 */
export const FOLLOW_UP_MESSAGES = {
  notFound: msg('No such item in the inbox.'),
  /** An unknown, old or ended link: the same words, so a guess learns nothing. */
  badLink: msg('This link does not work any more. If you want to write to us again, use the contact form.'),
  /** `date`: the day the sender deleted their account, in English ("10 March 2027"). */
  senderGone: (date: string) => SENDER_GONE({ date }),
  notStaff: msg('Choose a member of staff.'),
  nothingToChange: msg('Choose a status or an owner.'),
  answered: msg('Thank you: your message was added to the conversation. We will reply by e-mail.'),
} as const;
