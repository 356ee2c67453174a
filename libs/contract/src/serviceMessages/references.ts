import { msg } from '@sla/i18n';
import { messageWith } from '../messages.js';
import { englishDayLocalised } from './localisers.js';

const RECEIVED_ON = messageWith(msg('Thank you: your letter was received on {date}. There is nothing more to do.'), {
  date: englishDayLocalised,
});
const DEADLINE_PASSED = messageWith(msg('The deadline for this letter was {date}, so it can no longer be sent.'), {
  date: englishDayLocalised,
});
const NO_SUCH_SLOT = messageWith(msg('This application asks for {count} referees at most.'));

/**
 * What the data service says about reference letters (server/src/references): to the applicant asking referees and to
 * the referee on their page, who has no account and may have come from an old e-mail. Plain words that say what to do.
 */
export const REFERENCE_MESSAGES = {
  /** An unknown link, or one of a referee the applicant has since replaced: the same words, so nothing is given away. */
  badLink: msg('This link does not work any more. It may have been replaced by a newer one: ask the applicant to send it again.'),
  /** `date`: the day the letter came, in English ("10 March 2027"). */
  receivedOn: (date: string) => RECEIVED_ON({ date }),
  /** `date`: the deadline's day, in English. */
  deadlinePassed: (date: string) => DEADLINE_PASSED({ date }),
  notNeeded: msg('This application was withdrawn, so no letter is needed any more. Thank you for your time.'),
  decided: msg('A decision on this application has been made, so no letter is needed any more. Thank you for your time.'),
  noneAsked: msg('This application does not ask for reference letters.'),
  noSuchSlot: (count: number) => NO_SUCH_SLOT({ count }),
  alreadyReceived: msg('This referee has already sent their letter, so they cannot be replaced.'),
  closedForRequests: msg('Referees can no longer be asked for this application.'),
  deadlinePassedRequest: msg('The deadline for reference letters has passed.'),
  notRequested: msg('No referee has been asked here yet.'),
  ownAddress: msg('Ask someone else: a referee cannot be you.'),
  sameReferee: msg('This referee is already asked for a letter on this application.'),
  tooManySends: msg(
    'This request was sent several times today. Try again tomorrow, or ask the referee to check their spam folder.',
  ),
  notAPdf: msg('Upload the letter as a PDF file.'),
  letterSent: msg('Thank you: your letter was received.'),
  noLetterFile: msg('This referee’s letter was not uploaded as a file.'),
  noSuchReference: msg('No such referee on this application.'),
} as const;
