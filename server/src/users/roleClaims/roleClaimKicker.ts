import type { Role } from '@sla/permissions';
import type { RoleChangeBus } from '../../account/live/roleChangeBus.js';

/** What service functions tell once a role change has committed, and how the claim sync listens. */
export interface RoleClaimKicker {
  /**
   * Call after the transaction that changed `uid`'s role has committed. While the claim sync runs, it is asked to run
   * now: it sets the claim, then pushes the role to the user's open streams. Without it (no Firebase Admin API), the
   * role is pushed at once, so the browser still updates.
   */
  changed(uid: string, role: Role | null): void;
  /** The claim sync's "run now" (startRoleClaimSync); returns the function that detaches it. */
  attach(runNow: () => void): () => void;
}

export function createRoleClaimKicker(bus: RoleChangeBus): RoleClaimKicker {
  let runNow: (() => void) | null = null;
  return {
    changed(uid, role) {
      if (runNow) runNow();
      else bus.publish(uid, role);
    },
    attach(run) {
      runNow = run;
      return () => {
        if (runNow === run) runNow = null;
      };
    },
  };
}
