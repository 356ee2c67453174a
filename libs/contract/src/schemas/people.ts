import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { ROLES } from '@sla/permissions';
import { messageWith } from '../messages.js';
import { emailAddress } from './fields.js';
import { displayName } from './users.js';

/** How long an invitation's sign-in may wait (decision 0024). */
export const INVITATION_DAYS = 14;

/** An admin invites someone with a role; their first sign-in with this address gives them the role. */
export const invitationInput = z.object({
  email: emailAddress,
  displayName: z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
      z.optional(displayName),
    ),
  ),
  role: z.enum(ROLES, { error: msg('Choose the role they will have.') }),
});
export type InvitationInput = z.input<typeof invitationInput>;

export const SUSPENSION_REASON_MAX = 500;

/** Why an account is suspended: shown to admins on the person's page and kept in the activity log. */
export const suspensionInput = z.object({
  reason: z
    .string({ error: msg('Say why the account is suspended.') })
    .check(
      z.trim(),
      z.minLength(1, msg('Say why the account is suspended.')),
      z.maxLength(
        SUSPENSION_REASON_MAX,
        messageWith(msg('Keep the reason to {max} characters or fewer.'))({ max: SUSPENSION_REASON_MAX }),
      ),
    ),
});
export type SuspensionInput = z.infer<typeof suspensionInput>;

/** What the service answers a suspended account, on every request it makes while its sign-in lasts. */
export const ACCOUNT_SUSPENDED_MESSAGE = msg(
  'This account is suspended. If you think this is a mistake, write to us through the Contact page.',
);
