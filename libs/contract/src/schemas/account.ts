import { msg } from '@sla/i18n';
import * as z from 'zod/mini';

/** The account screen's e-mail preferences and deletion, and the unsubscribe link of every optional e-mail. */

export const EMAIL_CATEGORIES = ['decisions', 'messages', 'newsletter'] as const;
/** What an unsubscribe link can stop: an optional category, or the weekly opportunities e-mail (its own opt-in). */
export const UNSUBSCRIBE_TOPICS = [...EMAIL_CATEGORIES, 'opportunity_digest'] as const;

export const ACCOUNT_MESSAGES = {
  chooseEachPreference: msg('Say on or off for each kind of e-mail.'),
  confirmWithEmail: msg('Type your account’s e-mail address to confirm that you want to delete it.'),
  badLink: msg('This unsubscribe link is not valid. Please open it again from one of our e-mails.'),
} as const;

const onOrOff = z.boolean({ error: ACCOUNT_MESSAGES.chooseEachPreference });

export const emailPreferencesInput = z.object({ decisions: onOrOff, messages: onOrOff, newsletter: onOrOff });
export type EmailPreferencesInput = z.infer<typeof emailPreferencesInput>;

/** Deleting one's account is confirmed by typing its e-mail address; the service compares it with the profile's. */
export const deleteAccountInput = z.object({
  confirm: z
    .string({ error: ACCOUNT_MESSAGES.confirmWithEmail })
    .check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.confirmWithEmail), z.maxLength(320, ACCOUNT_MESSAGES.confirmWithEmail)),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** The signed token of an unsubscribe link (longer than a newsletter token: it names the account). */
export const emailLinkQuery = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.badLink })
    .check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.badLink), z.maxLength(400, ACCOUNT_MESSAGES.badLink)),
});
export type EmailLinkQuery = z.infer<typeof emailLinkQuery>;
