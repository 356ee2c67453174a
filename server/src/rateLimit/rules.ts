export interface RateRule {
  /** Part of the counter's key; one counter per rule and subject. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Generous for people (a household behind one address, a school behind one IP), tight for scripts.
export const NEWSLETTER_PER_ADDRESS: RateRule = { name: 'newsletter:address', limit: 3, windowMs: HOUR };
export const NEWSLETTER_PER_IP: RateRule = { name: 'newsletter:ip', limit: 20, windowMs: HOUR };
export const MESSAGES_PER_IP: RateRule = { name: 'messages:ip', limit: 5, windowMs: 10 * MINUTE };
export const PLEDGES_PER_IP: RateRule = { name: 'pledges:ip', limit: 5, windowMs: 10 * MINUTE };
export const CHECKOUTS_PER_IP: RateRule = { name: 'checkout:ip', limit: 10, windowMs: 10 * MINUTE };
// The Donate page asks where a mobile-money payment stands every few seconds while it is pending (a few minutes).
export const PAYMENT_STATUS_PER_IP: RateRule = { name: 'payment-status:ip', limit: 300, windowMs: 10 * MINUTE };
// Confirm and unsubscribe links carry a token; guessing at them is what a limit stops.
export const NEWSLETTER_LINKS_PER_IP: RateRule = { name: 'newsletter-links:ip', limit: 30, windowMs: 10 * MINUTE };
// A receipt goes to whatever address the form was given: at most two a day to any one address.
export const MESSAGE_RECEIPTS_PER_ADDRESS: RateRule = { name: 'message-receipt:address', limit: 2, windowMs: DAY };
// The shell reports each screen its guard refused; a caller sending more than a person could is not recorded.
export const GUARD_DENIALS_PER_USER: RateRule = { name: 'guard-denial:user', limit: 30, windowMs: 10 * MINUTE };
// The same refusal (user, permission, path) is recorded once per window: a reload loop is one entry.
export const GUARD_DENIAL_REPEAT: RateRule = { name: 'guard-denial:repeat', limit: 1, windowMs: 10 * MINUTE };
// Every story waits for an editor and tells them it came: five a day is more than anyone writes.
export const STORY_SUBMISSIONS_PER_AUTHOR: RateRule = { name: 'story-submissions:user', limit: 5, windowMs: DAY };
/** Release calls with a key that is no project's: a pipeline with its key makes none; a key guesser many. */
export const RELEASE_KEY_FAILURES_PER_IP: RateRule = { name: 'release-key-failures:ip', limit: 10, windowMs: 10 * MINUTE };
// Reference letters (decision 0042): asking or replacing referees sends e-mail to addresses the applicant types, so a
// day's requests per application are capped; a request's e-mail may be sent again a few times a day; referee links
// carry a token, and guessing at them is what the per-IP limit stops.
export const REFERENCE_REQUESTS_PER_APPLICATION: RateRule = { name: 'reference-requests:application', limit: 10, windowMs: DAY };
export const REFERENCE_RESENDS_PER_REQUEST: RateRule = { name: 'reference-resends:request', limit: 3, windowMs: DAY };
export const REFERENCE_LINKS_PER_IP: RateRule = { name: 'reference-links:ip', limit: 60, windowMs: 10 * MINUTE };
// Each opportunity is read by the whole network and may reach digests: ten a day is more than anyone posts.
export const OPPORTUNITY_POSTS_PER_USER: RateRule = { name: 'opportunity-posts:user', limit: 10, windowMs: DAY };
// Event registration (decision 0046): a visitor's registration mails whatever address it is given, so a few a day to
// any one address; and a few registrations per IP, as the contact form.
export const EVENT_REGISTRATIONS_PER_IP: RateRule = { name: 'event-registrations:ip', limit: 10, windowMs: 10 * MINUTE };
export const EVENT_REGISTRATION_MAILS_PER_ADDRESS: RateRule = { name: 'event-registration:address', limit: 5, windowMs: DAY };
// The cancel links carry a token; guessing at them is what a limit stops.
export const EVENT_CANCEL_LINKS_PER_IP: RateRule = { name: 'event-cancel-links:ip', limit: 30, windowMs: 10 * MINUTE };
// Asking for a mentor (decision 0047) writes to an alumnus and e-mails them: at most three wait at once, and a few a day
// per student stops asking and withdrawing in a loop.
export const MENTOR_REQUESTS_PER_STUDENT: RateRule = { name: 'mentor-requests:user', limit: 6, windowMs: DAY };
// The follow-up inbox (decision 0049): a reply link carries a token, and guessing at it is what the per-IP limit stops;
// answering through it is a public form, limited per IP as the contact form and per item so one link cannot flood a
// thread; staff's replies e-mail the sender, a few dozen a day per item at most.
export const FOLLOW_UP_LINKS_PER_IP: RateRule = { name: 'follow-up-links:ip', limit: 60, windowMs: 10 * MINUTE };
export const FOLLOW_UP_ANSWERS_PER_IP: RateRule = { name: 'follow-up-answers:ip', limit: 5, windowMs: 10 * MINUTE };
export const FOLLOW_UP_ANSWERS_PER_ITEM: RateRule = { name: 'follow-up-answers:item', limit: 10, windowMs: DAY };
export const FOLLOW_UP_REPLIES_PER_ITEM: RateRule = { name: 'follow-up-replies:item', limit: 20, windowMs: DAY };
// Giving history (decision 0051): a link goes to whatever address is typed, so a few a day to one address and a few
// per IP; the links carry a token, and guessing at them is what the last limit stops.
export const GIVING_LINKS_PER_ADDRESS: RateRule = { name: 'giving-link:address', limit: 3, windowMs: DAY };
export const GIVING_LINKS_PER_IP: RateRule = { name: 'giving-link:ip', limit: 10, windowMs: 10 * MINUTE };
export const GIVING_PAGES_PER_IP: RateRule = { name: 'giving-pages:ip', limit: 120, windowMs: 10 * MINUTE };
// Pictures for alumni stories (decision 0048): each is resized and kept, so a day's uploads per author are capped well
// above what one story shows (20).
export const STORY_PICTURES_PER_AUTHOR: RateRule = { name: 'story-pictures:user', limit: 40, windowMs: DAY };
