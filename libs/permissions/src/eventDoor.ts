import type { Permission } from './permissions.js';

/**
 * Who runs the door of an event that takes registrations on the site (decision 0046): read its registrants, export
 * them and check people in. The editors who made the event (edit_content: admins, content editors) and staff, who see
 * people (view_all_users). Changing who may register, the places and the deadline stays edit_content.
 */
export const EVENT_DOOR_PERMISSIONS = ['edit_content', 'view_all_users'] as const satisfies readonly [
  Permission,
  ...Permission[],
];
