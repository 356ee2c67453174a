import type { Role } from '@sla/permissions';
import type { IdentityAdmin } from '../auth/identityAdmin.js';

export interface RecordingIdentityAdmin extends IdentityAdmin {
  /** Role claims as Firebase would hold them, by uid. */
  claims: Map<string, Role | null>;
  deleted: string[];
  disabled: Set<string>;
  /** Makes every following call fail (as when Firebase cannot be reached) until set back to false. */
  failing: boolean;
}

/** An in-memory Firebase for service tests: records what the service asked for. */
export function recordingIdentityAdmin(): RecordingIdentityAdmin {
  const admin: RecordingIdentityAdmin = {
    claims: new Map(),
    deleted: [],
    disabled: new Set(),
    failing: false,
    async setRoleClaim(uid, role) {
      if (admin.failing) throw new Error('identity provider unreachable');
      admin.claims.set(uid, role);
    },
    async deleteAccount(uid) {
      if (admin.failing) throw new Error('identity provider unreachable');
      admin.deleted.push(uid);
    },
    async setDisabled(uid, disabled) {
      if (admin.failing) throw new Error('identity provider unreachable');
      if (disabled) admin.disabled.add(uid);
      else admin.disabled.delete(uid);
    },
  };
  return admin;
}
