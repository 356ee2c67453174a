import { ACCOUNT_MESSAGES } from '@sla/data/schemas';

/** What the account endpoints and the unsubscribe links say when they refuse. */
export const ACCOUNT_REFUSALS = {
  badLink: ACCOUNT_MESSAGES.badLink,
  expiredLink:
    'This unsubscribe link is more than a year old and no longer works. Sign in and change your e-mail preferences on your account page.',
  newsletterNeedsVerifiedAddress:
    'Your e-mail address is not verified yet, so we cannot add it to the newsletter from here. Verify it first, or sign up with the newsletter form at the bottom of any page and confirm by e-mail.',
  wrongConfirmation: 'That is not your account’s e-mail address. Type it exactly to confirm that you want to delete the account.',
  lastAdmin:
    'You are the last admin, and the last admin cannot lose the admin role. Make someone else an admin first, then delete your account.',
  identityUnavailable: 'We could not delete your sign-in account just now, so nothing was deleted; try again in a few minutes.',
} as const;
