import * as z from 'zod/mini';
import { ROLES } from '@sla/permissions';
import { cursor, limit } from './paging.js';

const role = z.enum(ROLES, { error: 'Choose one of the roles.' });

/** The name a profile shows: the same rule and words at sign-up (where the form requires it), and when it is changed. */
export const displayName = z
  .string({ error: 'Enter a name.' })
  .check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(80, 'Keep the name to 80 characters or fewer.'));

export const createProfileInput = z.object({
  displayName: z.optional(displayName),
  requestedRole: z.optional(role),
});
export type CreateProfileInput = z.infer<typeof createProfileInput>;

export const updateProfileInput = z.object({ displayName });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const assignRoleInput = z.object({
  role,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, 'Keep the reason to 500 characters or fewer.'))),
});
export type AssignRoleInput = z.infer<typeof assignRoleInput>;

export const listUsersQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Keep the search to 100 characters or fewer.'))),
  role: z.optional(z.enum([...ROLES, 'none'], { error: 'Choose one of the roles.' })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(100)),
});
export type ListUsersQuery = Omit<z.input<typeof listUsersQuery>, 'limit'> & { limit?: number };
