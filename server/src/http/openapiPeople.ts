import { ROLES } from '@sla/permissions';
import { invitationInput, suspensionInput } from '@sla/data/schemas';
import { answers, arrayOf, body, bool, nullable, object, ok, pathParam, ref, str, time } from './openapiHelpers.js';

const uid = pathParam('uid');
const role = { enum: [...ROLES] };
const admins = 'manage_users (admins)';
const person = ok('The person’s page', ref('PersonPage'));
const suspension = ok(
  'The person’s page, and a warning when Firebase could not be told',
  object({ person: ref('PersonPage'), warning: nullable('string') }),
);

/** A person's page, suspension, verification links and invitations (decision 0024) in the OpenAPI document. */
export const peopleComponents = {
  PersonPage: object({
    profile: ref('UserProfile'),
    suspension: { oneOf: [object({ at: time, byName: str, reason: str }), { type: 'null' }] },
    signIn: {
      oneOf: [
        object({ emailVerified: bool, disabled: bool, lastSignInAt: nullable('string'), providers: arrayOf(str) }),
        { type: 'null' },
      ],
      description: 'What Firebase holds; null when it cannot be asked or has no account',
    },
    roleHistory: arrayOf(
      object({
        id: str,
        previousRole: nullable('string'),
        newRole: role,
        reason: str,
        timestamp: time,
        changedBy: str,
        changedByName: str,
      }),
    ),
    applications: arrayOf(
      object({
        id: str,
        programName: str,
        status: str,
        decision: nullable('string'),
        submittedAt: nullable('string'),
        createdAt: time,
      }),
    ),
    messages: arrayOf(object({ id: str, kind: str, message: str, createdAt: time })),
  }),
  Invitation: object({
    id: str,
    email: str,
    displayName: nullable('string'),
    role,
    invitedBy: str,
    invitedByName: str,
    status: { enum: ['pending', 'accepted', 'revoked', 'expired'] },
    createdAt: time,
    expiresAt: time,
    acceptedAt: nullable('string'),
    acceptedBy: nullable('string'),
    acceptedRole: { oneOf: [role, { type: 'null' }] },
  }),
};

export function peoplePaths() {
  return {
    '/admin/people/{uid}': {
      get: {
        summary: `One person's page (${admins}): profile, suspension, Firebase's sign-in state, role history, applications, messages to staff`,
        parameters: [uid],
        responses: answers({ 200: person }, 401, 403, 404),
      },
    },
    '/admin/people/{uid}/suspension': {
      post: {
        summary: `Suspend the account (${admins}): the service refuses it at once and Firebase disables its sign-in; audited. Not one's own`,
        parameters: [uid],
        requestBody: body(suspensionInput),
        responses: answers({ 200: suspension }, 400, 401, 403, 404, 409),
      },
      delete: {
        summary: `Restore a suspended account (${admins}); audited`,
        parameters: [uid],
        responses: answers({ 200: suspension }, 401, 403, 404),
      },
    },
    '/admin/people/{uid}/verification-email': {
      post: {
        summary: `E-mail the person a new link to confirm their address (${admins}); 409 when it is confirmed already; audited`,
        parameters: [uid],
        responses: answers({ 200: ok('Where it was sent', object({ sentTo: str })) }, 401, 403, 404, 409, 503),
      },
    },
    '/admin/invitations': {
      get: {
        summary: `The latest 100 invitations and what became of them (${admins})`,
        responses: answers({ 200: ok('Newest first', arrayOf(ref('Invitation'))) }, 401, 403),
      },
      post: {
        summary: `Invite someone with a role (${admins}, a role they may assign): an e-mail with a sign-in link; the role is theirs at the first sign-in that proves the address; audited`,
        requestBody: body(invitationInput),
        responses: answers({ 201: ok('The invitation', ref('Invitation')) }, 400, 401, 403, 409),
      },
    },
    '/admin/invitations/{id}': {
      delete: {
        summary: `Withdraw an open invitation (${admins}); audited`,
        parameters: [pathParam('id')],
        responses: answers({ 200: ok('The invitation', ref('Invitation')) }, 401, 403, 404, 409),
      },
    },
  };
}
