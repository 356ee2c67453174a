import type { Role } from './roles.js';

/** Every permission a role can hold (docs/requirements.md#permissions). */
export const PERMISSIONS = [
  'manage_users',
  'manage_roles',
  'view_all_users',
  'manage_system_settings',
  'create_content',
  'edit_content',
  'delete_content',
  'publish_content',
  'manage_content_categories',
  'view_applications',
  'review_applications',
  'manage_applications',
  'export_applications',
  'create_programs',
  'edit_programs',
  'delete_programs',
  'manage_program_settings',
  'access_alumni_portal',
  'manage_alumni_profiles',
  'share_alumni_stories',
  'network_with_alumni',
  'view_public_content',
  'contact_support',
  'manage_profile',
  'apply_to_programs',
  'view_own_applications',
  'edit_own_applications',
  'view_program_content',
  'access_student_portal',
  'participate_in_programs',
  'submit_program_work',
  'access_mentor_support',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** docs/requirements.md#permissions, list for list. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: [
    'manage_users',
    'manage_roles',
    'view_all_users',
    'manage_system_settings',
    'create_content',
    'edit_content',
    'delete_content',
    'publish_content',
    'manage_content_categories',
    'view_applications',
    'review_applications',
    'manage_applications',
    'export_applications',
    'create_programs',
    'edit_programs',
    'delete_programs',
    'manage_program_settings',
    'access_alumni_portal',
    'manage_alumni_profiles',
    'share_alumni_stories',
    'network_with_alumni',
    'view_public_content',
    'contact_support',
    'manage_profile',
  ],
  staff: [
    'view_all_users',
    'view_applications',
    'review_applications',
    'manage_applications',
    'create_programs',
    'edit_programs',
    'manage_program_settings',
    'access_alumni_portal',
    'manage_alumni_profiles',
    'view_public_content',
    'contact_support',
    'manage_profile',
  ],
  content_editor: [
    'create_content',
    'edit_content',
    'delete_content',
    'publish_content',
    'manage_content_categories',
    'view_public_content',
    'contact_support',
    'manage_profile',
  ],
  alumni: [
    'access_alumni_portal',
    'share_alumni_stories',
    'network_with_alumni',
    'view_public_content',
    'contact_support',
    'manage_profile',
  ],
  applicant: [
    'apply_to_programs',
    'view_own_applications',
    'edit_own_applications',
    'view_public_content',
    'contact_support',
    'manage_profile',
  ],
  student: [
    'view_own_applications',
    'view_program_content',
    'access_student_portal',
    'participate_in_programs',
    'submit_program_work',
    'access_mentor_support',
    'view_public_content',
    'contact_support',
    'manage_profile',
  ],
};

/** Permissions of a role; an unknown or missing role has none. */
export function permissionsOf(role: Role | null | undefined): readonly Permission[] {
  return role ? (ROLE_PERMISSIONS[role] ?? []) : [];
}

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** True when the role holds at least one of `required`; an empty list is never satisfied. */
export function hasAny(role: Role | null | undefined, required: readonly Permission[]): boolean {
  return required.some((permission) => hasPermission(role, permission));
}

/** True when the role holds every permission in `required`. */
export function hasAll(role: Role | null | undefined, required: readonly Permission[]): boolean {
  return required.every((permission) => hasPermission(role, permission));
}
