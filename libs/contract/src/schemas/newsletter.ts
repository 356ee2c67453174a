import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { emailAddress, linkToken } from './fields.js';
import { cursor, limit } from './paging.js';

/** The footer's form: the e-mail is required and must be an e-mail address (docs/requirements.md#public-forms). */
export const newsletterSignupInput = z.object({ email: emailAddress });
export type NewsletterSignupInput = z.infer<typeof newsletterSignupInput>;

/** The token of a confirmation or unsubscribe link. */
export const newsletterTokenInput = z.object({ token: linkToken });
export type NewsletterTokenInput = z.infer<typeof newsletterTokenInput>;

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export const listSubscribersQuery = z.object({
  status: z.optional(z.enum(SUBSCRIBER_STATUSES, { error: msg('Choose pending, confirmed or unsubscribed.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(200)),
});
export type ListSubscribersQuery = Omit<z.input<typeof listSubscribersQuery>, 'limit'> & { limit?: number };
