import { hasPermission } from './permissions.js';
import { isRole, ROLES, type Role } from './roles.js';

/**
 * Whether someone with `role` may review applications: read one whole and score it. A reviewer is
 * anyone whose role grants that permission, so changing the permission table changes who reviews.
 */
export function canReviewApplications(role: Role | string | null | undefined): boolean {
  return isRole(role) && hasPermission(role, 'review_applications');
}

/** The roles whose holders may review, read from the permission table: for finding reviewers in stored profiles. */
export const REVIEWER_ROLES: readonly Role[] = ROLES.filter(canReviewApplications);
