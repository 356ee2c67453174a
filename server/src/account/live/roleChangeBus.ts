import type { Role } from '@sla/permissions';

export type RoleListener = (role: Role | null) => void;

/** Who hears that a user's role changed: that user's own open streams (GET /users/me/live), and nobody else's. */
export interface RoleChangeBus {
  publish(uid: string, role: Role | null): void;
  /** Listens for `uid`'s role changes only; returns the function that stops listening. */
  subscribe(uid: string, listener: RoleListener): () => void;
}

/**
 * In-process, like the content change bus: a browser connected to this service instance hears the changes this
 * instance pushes. Several instances behind one load balancer would each need the others' pushes (PostgreSQL
 * LISTEN/NOTIFY); until then a user connected to another instance sees their new role on their next token refresh
 * (within the hour) or reload, while the service already acts on it.
 */
export function createRoleChangeBus(): RoleChangeBus {
  const listeners = new Map<string, Set<RoleListener>>();
  return {
    publish(uid, role) {
      for (const listener of listeners.get(uid) ?? []) {
        try {
          listener(role);
        } catch (error) {
          console.error('[role changes] a listener failed', error);
        }
      }
    },
    subscribe(uid, listener) {
      let own = listeners.get(uid);
      if (!own) listeners.set(uid, (own = new Set()));
      own.add(listener);
      return () => {
        own.delete(listener);
        if (!own.size && listeners.get(uid) === own) listeners.delete(uid);
      };
    },
  };
}
