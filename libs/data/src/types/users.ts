import type { Role } from '@sla/permissions';

/** A user profile (docs/requirements.md#records). Timestamps are ISO 8601 strings on the wire. */
export interface UserProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Null for a profile without a role: the guard sends such a user to sign in. */
  role: Role | null;
  /** The role asked for at sign-up: a request for staff to grant, never granted by the client. */
  requestedRole: Role | null;
  createdAt: string;
  updatedAt: string;
}
