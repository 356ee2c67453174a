import { msg } from '@sla/i18n';
import { messageWith } from '../messages.js';

/**
 * What the people screens (staff managing accounts, roles and invitations) are told by the data service
 * (server/src/people, users): refusals and warnings. The role-assignment refusals themselves are
 * ROLE_ASSIGNMENT_MESSAGES of @sla/permissions, and a suspended account's own refusal ACCOUNT_SUSPENDED_MESSAGE.
 */
export const PEOPLE_MESSAGES = {
  /** Taking the admin role from the last admin (the spec's refusals do not cover it). */
  lastAdmin: msg('The last admin cannot lose the admin role. Make someone else an admin first.'),
  suspendSelf: msg('You cannot suspend your own account.'),
  /** The account is suspended on the service, but Firebase could not disable its sign-in. */
  suspendedButFirebaseNotTold: msg(
    'Firebase could not be told, so they may still sign in there; the service refuses every request of theirs all the same.',
  ),
  /** The account is restored on the service, but Firebase could not enable its sign-in again. */
  restoredButFirebaseNotTold: msg(
    'Firebase could not be told, so their sign-in may stay disabled there until it is re-enabled in the Firebase console.',
  ),
} as const;

/** Sending a person a new link to confirm their e-mail address. */
export const VERIFICATION_MESSAGES = {
  noEmail: msg('This account has no e-mail address to confirm.'),
  alreadyVerified: msg('This e-mail address is already confirmed.'),
  noSignInAccount: msg('Firebase has no sign-in account with an e-mail address for this person, so there is nothing to confirm.'),
  unavailable: msg(
    'The verification link could not be made: Firebase did not answer (or its Admin API is not configured). Try again in a moment.',
  ),
} as const;

/** Inviting someone with a role, and withdrawing an invitation. */
export const INVITATION_MESSAGES = {
  invitedAtOnce: msg('Someone else invited this address at the same moment. Look at the invitations and try again.'),
  alreadyHasAccount: msg('This address already has an account: change its role on the person’s page instead.'),
  notFound: msg('No such invitation.'),
  notPending: msg('This invitation is no longer open.'),
} as const;

const TOO_MANY_MATCH = messageWith(msg('More than {limit} people match “{person}”. Give more of the name or e-mail address.'));

/** The activity log's search for a person, when the words given match too many people. */
export const tooManyPeopleMatch = (limit: number, person: string) => TOO_MANY_MATCH({ limit, person });
