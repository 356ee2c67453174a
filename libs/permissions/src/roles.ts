/** The six roles of spec section 4, in the order the spec lists them. */
export const ROLES = ['admin', 'staff', 'content_editor', 'alumni', 'applicant', 'student'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A new profile is always an applicant (spec section 3; PRODUCT safety rules). */
export const DEFAULT_ROLE: Role = 'applicant';
