import { msg } from '@sla/i18n';
import { ACCOUNT_MESSAGES } from '../schemas/account.js';
import type { MessageKind } from '../types/forms.js';

/**
 * What the public site's forms are answered (server/src/newsletter, mail/templates/messageKinds.ts, donations): the
 * acknowledgement a form shows once it is sent, and its refusals. The forms' own rules are in @sla/contract/schemas.
 */
export const NEWSLETTER_MESSAGES = {
  subscribed: msg('Thank you! Please check your inbox for a link to confirm your subscription.'),
  confirmed: msg('Your subscription is confirmed. Thank you for joining us!'),
  badConfirmLink: msg('This confirmation link is no longer valid. Sign up again and we will send you a new one.'),
  unsubscribed: msg('You are unsubscribed and will not receive our newsletter any more.'),
  badUnsubscribeLink: ACCOUNT_MESSAGES.badLink,
} as const;

/** The Contact and Get Involved forms' answer, by the kind of message sent. */
export const MESSAGE_THANKS: Readonly<Record<MessageKind, string>> = {
  contact: msg('Thank you for your message. We will reply within five working days.'),
  volunteer: msg('Thank you for offering to volunteer. We will be in touch within five working days.'),
  mentor: msg('Thank you for offering to mentor. We will be in touch within five working days.'),
  partner: msg('Thank you for your interest in partnering with us. We will reply within five working days.'),
};

/** The donation form's answers: a pledge recorded, and card payments that cannot be taken. */
export const GIVING_MESSAGES = {
  pledgeThanks: msg(
    'Thank you for your pledge! We have e-mailed you, and a member of our team will be in touch within five working days.',
  ),
  noOnlinePayments: msg('Online payments are not set up; please make a pledge instead.'),
  paymentsUnavailable: msg(
    'Online payment is not available right now. Please try again in a few minutes, or make a pledge instead.',
  ),
  noMobileMoney: msg('Mobile money is not set up on this site; please choose another way to give.'),
  mobileMoneyCurrency: msg('Mobile money is not available for gifts in this currency; please choose another way to give.'),
  mobileMoneyUnavailable: msg(
    'Mobile money is not available right now. Please try again in a few minutes, or choose another way to give.',
  ),
  unknownPayment: msg('We have no payment with this reference.'),
} as const;
