/** The six roles, in the order docs/requirements.md#roles lists them. */
export const ROLES = ['admin', 'staff', 'content_editor', 'alumni', 'applicant', 'student'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A new profile is always an applicant, whatever the client asks (docs/requirements.md#roles). */
export const DEFAULT_ROLE: Role = 'applicant';
