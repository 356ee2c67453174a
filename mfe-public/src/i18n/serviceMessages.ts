import { msg } from '@sla/i18n';

/**
 * Sentences only the data service writes (server/ is not in any browser catalogue) and the public pages show: marked
 * here so this portal's catalogue has their French; the screens show them through localiseMessage (of @sla/data,
 * behind serviceText and the forms' notices). None holds a value, so nothing needs registering at run time. The
 * service's general answers are in the shell's catalogue, the shared rules' (field errors, a bad e-mail link) in
 * @sla/data's: every page has them.
 */
export const SERVICE_MESSAGES = [
  // server/src/mail/templates/messageKinds.ts (MESSAGE_KIND_TEXT…thanks): the Contact and Get Involved forms' answers.
  msg('Thank you for your message. We will reply within five working days.'),
  msg('Thank you for offering to volunteer. We will be in touch within five working days.'),
  msg('Thank you for offering to mentor. We will be in touch within five working days.'),
  msg('Thank you for your interest in partnering with us. We will reply within five working days.'),
  // server/src/newsletter/confirmSubscription.ts and unsubscribe.ts.
  msg('Your subscription is confirmed. Thank you for joining us!'),
  msg('This confirmation link is no longer valid. Sign up again and we will send you a new one.'),
  msg('You are unsubscribed and will not receive our newsletter any more.'),
  // server/src/donations/recordPledge.ts and createCheckout.ts.
  msg('Thank you for your pledge! We have e-mailed you, and a member of our team will be in touch within five working days.'),
  msg('Online payments are not set up; please make a pledge instead.'),
  // server/src/account/messages.ts (ACCOUNT_REFUSALS.expiredLink): an old unsubscribe link of an optional e-mail.
  msg(
    'This unsubscribe link is more than a year old and no longer works. Sign in and change your e-mail preferences on your account page.',
  ),
];

/**
 * The route table's names (@sla/permissions) of this portal's screens that are not public pages described to search
 * engines (those are in @sla/permissions' own catalogue).
 */
export const SCREEN_NAMES = [msg('Story'), msg('Confirm your subscription'), msg('Unsubscribe'), msg('Unsubscribe from e-mails')];
