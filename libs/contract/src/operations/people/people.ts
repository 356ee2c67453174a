import * as z from 'zod/mini';
import { ROLES } from '@sla/permissions';
import { APPLICATION_STATUSES, DECISIONS } from '../../schemas/applications.js';
import { MESSAGE_KINDS } from '../../schemas/messages.js';
import { invitationInput, suspensionInput } from '../../schemas/people.js';
import { operation } from '../operation.js';
import { roleChangeEntry } from './audit.js';
import { userProfile } from './users.js';

const role = z.enum(ROLES);

/** What Firebase knows of the sign-in account; null on the person's page when the Admin API is not configured. */
export const signInAccount = z.strictObject({
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  /** ISO; null when the account has never signed in (or Firebase does not say). */
  lastSignInAt: z.nullable(z.string()),
  /** Sign-in methods, e.g. "password", "google.com", "emailLink". */
  providers: z.array(z.string()),
});
export type SignInAccount = z.output<typeof signInAccount>;

export const suspension = z.strictObject({ at: z.string(), byName: z.string(), reason: z.string() });
export type Suspension = z.output<typeof suspension>;

/** A role change as the person's page shows it: who made it, by name. */
export const roleHistoryItem = z.strictObject({
  ...z.pick(roleChangeEntry, { id: true, previousRole: true, newRole: true, reason: true, timestamp: true }).shape,
  changedBy: z.string(),
  changedByName: z.string(),
});
export type RoleHistoryItem = z.output<typeof roleHistoryItem>;

export const personApplication = z.strictObject({
  id: z.string(),
  programName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Staff see a decision as soon as it is made, released or not. */
  decision: z.nullable(z.enum(DECISIONS)),
  submittedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PersonApplication = z.output<typeof personApplication>;

export const personMessage = z.strictObject({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  message: z.string(),
  createdAt: z.string(),
});
export type PersonMessage = z.output<typeof personMessage>;

/** /admin/users/{id}: everything an admin needs to look after one account (decision 0024). */
export const personPage = z.strictObject({
  profile: userProfile,
  suspension: z.nullable(suspension),
  /** null when Firebase cannot be asked (no Admin API) or has no account for this uid. */
  signIn: z.nullable(signInAccount),
  /** Newest first. */
  roleHistory: z.array(roleHistoryItem),
  applications: z.array(personApplication),
  /** Contact and Get Involved messages sent from the profile's e-mail address, newest first (at most 20). */
  messages: z.array(personMessage),
});
export type PersonPage = z.output<typeof personPage>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation to join with a role, applied at the invitee's first sign-in with the invited address. */
export const invitation = z.strictObject({
  id: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
  role,
  invitedBy: z.string(),
  invitedByName: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.nullable(z.string()),
  /** The account made from it, once accepted. */
  acceptedBy: z.nullable(z.string()),
  /** The role that account got: the invited one, or applicant when the role rules refused it. */
  acceptedRole: z.nullable(role),
});
export type Invitation = z.output<typeof invitation>;

/** What suspending or restoring answers: the page, and a warning when Firebase could not be told. */
const suspensionResult = z.strictObject({ person: personPage, warning: z.nullable(z.string()) });

/** The back office's people: admins only. */
const admins = { anyOf: ['manage_users'] } as const;

export const getPerson = operation({
  id: 'getPerson',
  method: 'GET',
  path: '/admin/people/{uid}',
  summary: "One person's page: profile, suspension, Firebase's sign-in state, role history, applications, messages to staff",
  answer: personPage,
  status: 200,
  access: admins,
  refusals: [401, 403, 404],
});

export const suspendAccount = operation({
  id: 'suspendAccount',
  method: 'POST',
  path: '/admin/people/{uid}/suspension',
  summary: "Suspend the account: the service refuses it at once and Firebase disables its sign-in; audited. Not one's own",
  body: suspensionInput,
  answer: suspensionResult,
  status: 200,
  access: admins,
  refusals: [400, 401, 403, 404, 409],
});

export const restoreAccount = operation({
  id: 'restoreAccount',
  method: 'DELETE',
  path: '/admin/people/{uid}/suspension',
  summary: 'Restore a suspended account; audited',
  answer: suspensionResult,
  status: 200,
  access: admins,
  refusals: [401, 403, 404],
});

export const sendVerification = operation({
  id: 'sendVerification',
  method: 'POST',
  path: '/admin/people/{uid}/verification-email',
  summary: 'E-mail the person a new link to confirm their address; 409 when it is confirmed already; audited',
  answer: z.strictObject({ sentTo: z.string() }),
  status: 200,
  access: admins,
  refusals: [401, 403, 404, 409, 503],
});

export const listInvitations = operation({
  id: 'listInvitations',
  method: 'GET',
  path: '/admin/invitations',
  summary: 'The latest 100 invitations and what became of them, newest first',
  answer: z.array(invitation),
  status: 200,
  access: admins,
  refusals: [401, 403],
});

export const createInvitation = operation({
  id: 'createInvitation',
  method: 'POST',
  path: '/admin/invitations',
  summary:
    'Invite someone with a role (a role they may assign): an e-mail with a sign-in link; the role is theirs at the first sign-in that proves the address; audited',
  body: invitationInput,
  answer: invitation,
  status: 201,
  access: admins,
  refusals: [400, 401, 403, 409],
});

export const revokeInvitation = operation({
  id: 'revokeInvitation',
  method: 'DELETE',
  path: '/admin/invitations/{id}',
  summary: 'Withdraw an open invitation; audited',
  answer: invitation,
  status: 200,
  access: admins,
  refusals: [401, 403, 404, 409],
});

/** The back office's people (decision 0024): a person's page, suspension, verification links and invitations. */
export const personOperations = [
  getPerson,
  suspendAccount,
  restoreAccount,
  sendVerification,
  listInvitations,
  createInvitation,
  revokeInvitation,
] as const;
