import * as z from 'zod/mini';
import { ROLES } from '@sla/permissions';
import { assignRoleInput, createProfileInput, listUsersQuery, updateProfileInput } from '../../schemas/users.js';
import { operation } from '../operation.js';

const role = z.nullable(z.enum(ROLES));

/** A user profile (docs/requirements.md#records). Timestamps are ISO 8601 strings on the wire. */
export const userProfile = z.strictObject({
  uid: z.string(),
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  /** Null for a profile without a role: the guard sends such a user to sign in. */
  role,
  /** The role asked for at sign-up: a request for staff to grant, never granted by the client. */
  requestedRole: role,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfile = z.output<typeof userProfile>;

/** Every account has manage_profile; an account without a profile has no permission and is told it has none yet (404). */
const ownProfile = { anyOf: ['manage_profile'] } as const;

export const getOwnProfile = operation({
  id: 'getOwnProfile',
  method: 'GET',
  path: '/users/me',
  summary: 'Your own profile; 404 when you have none yet',
  answer: userProfile,
  status: 200,
  access: 'signedIn',
  refusals: [401, 404],
});

/** Answers 201 when it made the profile, 200 with the one there already (the route sets which). */
export const createOwnProfile = operation({
  id: 'createOwnProfile',
  method: 'POST',
  path: '/users/me',
  summary: 'Create your profile (always applicant); returns the existing one, with 200, if any',
  body: createProfileInput,
  answer: userProfile,
  status: 201,
  access: 'signedIn',
  refusals: [400, 401],
});

export const updateOwnProfile = operation({
  id: 'updateOwnProfile',
  method: 'PATCH',
  path: '/users/me',
  summary: 'Change your display name',
  body: updateProfileInput,
  answer: userProfile,
  status: 200,
  access: ownProfile,
  refusals: [400, 401, 403, 404],
});

export const listUsers = operation({
  id: 'listUsers',
  method: 'GET',
  path: '/users',
  summary: 'Users, newest first',
  query: listUsersQuery,
  answer: z.strictObject({ items: z.array(userProfile), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: { anyOf: ['view_all_users'] },
  refusals: [400, 401, 403],
});

/** One's own for everyone; anyone's with view_all_users, else 404 as if it did not exist (the service's rule). */
export const getProfile = operation({
  id: 'getProfile',
  method: 'GET',
  path: '/users/{uid}',
  summary: 'One profile: your own, or anyone with view_all_users',
  answer: userProfile,
  status: 200,
  access: 'signedIn',
  refusals: [401, 404],
});

/** One's own with manage_profile; anyone's with manage_users (others' are 403, or 404 to those who cannot see them). */
export const updateProfile = operation({
  id: 'updateProfile',
  method: 'PATCH',
  path: '/users/{uid}',
  summary: 'Change a display name: your own, or anyone with manage_users',
  body: updateProfileInput,
  answer: userProfile,
  status: 200,
  access: { anyOf: ['manage_profile', 'manage_users'] },
  refusals: [400, 401, 403, 404],
});

/** Who may assign which role is the role-assignment rules' (admin any, staff three): a 403 for the rest. */
export const assignRole = operation({
  id: 'assignRole',
  method: 'POST',
  path: '/users/{uid}/role',
  summary: 'Assign a role (checks and messages: docs/requirements.md#role-assignment); writes a role_change audit entry',
  body: assignRoleInput,
  answer: userProfile,
  status: 200,
  access: 'signedIn',
  refusals: [400, 401, 403, 404, 409],
});

/** Profiles: one's own, and the back office's users and roles. */
export const userOperations = [
  getOwnProfile,
  createOwnProfile,
  updateOwnProfile,
  listUsers,
  getProfile,
  updateProfile,
  assignRole,
] as const;
