import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { ROLES } from '@sla/permissions';
import { cursor, limit } from './paging.js';

const role = z.enum(ROLES, { error: msg('Choose one of the roles.') });

/** The name a profile shows: the same rule and words at sign-up (where the form requires it), and when it is changed. */
export const displayName = z
  .string({ error: msg('Enter a name.') })
  .check(z.trim(), z.minLength(1, msg('Enter a name.')), z.maxLength(80, msg('Keep the name to 80 characters or fewer.')));

/** The languages the site speaks (@sla/i18n's LOCALES). */
const locale = z.enum(['en', 'fr'], { error: msg('Choose English or French.') });

export const createProfileInput = z.object({
  displayName: z.optional(displayName),
  requestedRole: z.optional(role),
  /** The language the page was in at sign-up: the account's language until its owner chooses one. */
  locale: z.optional(locale),
});
export type CreateProfileInput = z.infer<typeof createProfileInput>;

export const updateProfileInput = z.object({ displayName });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const assignRoleInput = z.object({
  role,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, msg('Keep the reason to 500 characters or fewer.')))),
});
export type AssignRoleInput = z.infer<typeof assignRoleInput>;

export const listUsersQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, msg('Keep the search to 100 characters or fewer.')))),
  role: z.optional(z.enum([...ROLES, 'none'], { error: msg('Choose one of the roles.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(100)),
});
export type ListUsersQuery = Omit<z.input<typeof listUsersQuery>, 'limit'> & { limit?: number };

/** PUT /users/me/language: the language the site and its e-mails speak to this person. */
export const languageInput = z.object({ locale });
export type LanguageInput = z.infer<typeof languageInput>;
