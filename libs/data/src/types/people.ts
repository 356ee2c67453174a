import type { Role } from '@sla/permissions';
import type { ApplicationStatus, Decision } from './applications.js';
import type { MessageKind } from './forms.js';
import type { RoleChangeEntry } from './audit.js';
import type { UserProfile } from './users.js';

/** What Firebase knows of the sign-in account; null on the person's page when the Admin API is not configured. */
export interface SignInAccount {
  emailVerified: boolean;
  disabled: boolean;
  /** ISO; null when the account has never signed in (or Firebase does not say). */
  lastSignInAt: string | null;
  /** Sign-in methods, e.g. "password", "google.com", "emailLink". */
  providers: string[];
}

export interface Suspension {
  at: string;
  byName: string;
  reason: string;
}

/** A role change as the person's page shows it: who made it, by name. */
export interface RoleHistoryItem extends Pick<RoleChangeEntry, 'id' | 'previousRole' | 'newRole' | 'reason' | 'timestamp'> {
  changedBy: string;
  changedByName: string;
}

export interface PersonApplication {
  id: string;
  programName: string;
  status: ApplicationStatus;
  /** Staff see a decision as soon as it is made, released or not. */
  decision: Decision | null;
  submittedAt: string | null;
  createdAt: string;
}

export interface PersonMessage {
  id: string;
  kind: MessageKind;
  message: string;
  createdAt: string;
}

/** /admin/users/{id}: everything an admin needs to look after one account (decision 0024). */
export interface PersonPage {
  profile: UserProfile;
  suspension: Suspension | null;
  /** null when Firebase cannot be asked (no Admin API) or has no account for this uid. */
  signIn: SignInAccount | null;
  /** Newest first. */
  roleHistory: RoleHistoryItem[];
  applications: PersonApplication[];
  /** Contact and Get Involved messages sent from the profile's e-mail address, newest first (at most 20). */
  messages: PersonMessage[];
}

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

/** An invitation to join with a role, applied at the invitee's first sign-in with the invited address. */
export interface Invitation {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  invitedBy: string;
  invitedByName: string;
  status: InvitationStatus;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  /** The account made from it, once accepted. */
  acceptedBy: string | null;
  /** The role that account got: the invited one, or applicant when the role rules refused it. */
  acceptedRole: Role | null;
}
