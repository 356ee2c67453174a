import { msg } from '@sla/i18n';

/** The giving history's sentences (decision 0051). */
export const GIVING_HISTORY_MESSAGES = {
  linkSent: msg(
    'If this address has given to us or pledged, a link to its giving history is on its way. It works for 72 hours. Nothing came? Check the spelling, or the spam folder.',
  ),
  badLink: msg('This link does not work any more. Ask for a new one on the giving history page.'),
  noSuchGift: msg('There is no such gift in this giving history.'),
  noGiftsInRange: msg('There are no gifts between these dates.'),
  noSuchMonthlyGift: msg('There is no such monthly gift in this giving history.'),
  alreadyStopped: msg('This monthly gift has already stopped.'),
  paymentsOff: msg('Monthly gifts cannot be changed here right now: online payments are not set up. Please write to us.'),
  sameAmount: msg('This is already the monthly amount.'),
  confirmAddress: msg(
    'Confirm your e-mail address first (open the link we e-mailed you when you signed up): we show the gifts made with an address only to someone who has shown it is theirs. Or ask for a link to your giving history by e-mail below.',
  ),
} as const;
