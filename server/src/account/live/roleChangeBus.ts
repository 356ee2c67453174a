import type { Role } from '@sla/permissions';
import { createLocalHub, type EventHub } from '../../live/eventHub.js';
import { createPersonChannel, type PersonChannel, type PersonListener } from '../../live/personChannel.js';

/** A role, and the id of the live event that carried it (the stream's `id:`). */
export type RoleListener = PersonListener<Role | null>;

/**
 * Who hears that a user's role changed: that user's own open streams (GET /users/me/live), and nobody else's, on
 * whichever instance they are connected to.
 */
export type RoleChangeBus = PersonChannel<Role | null>;

/** The hub's channel of role changes. */
export const ROLE_CHANNEL = 'role';

/**
 * Over the service's event hub, like the content change bus: a browser connected to any instance hears the role
 * changes every instance pushes (PostgreSQL LISTEN/NOTIFY, see live/postgresHub.ts). A hub of its own when none is
 * given: one process.
 */
export function createRoleChangeBus(hub: EventHub = createLocalHub()): RoleChangeBus {
  return createPersonChannel<Role | null>(hub, ROLE_CHANNEL, 'role changes');
}
