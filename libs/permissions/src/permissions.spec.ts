import { describe, expect, it } from 'vitest';
import { isInGroup } from './groups.js';
import { hasAll, hasAny, permissionsOf, ROLE_PERMISSIONS } from './permissions.js';
import { ROLES } from './roles.js';

describe('role permissions', () => {
  it('gives each role exactly its listed permissions', () => {
    expect(ROLE_PERMISSIONS.applicant).toEqual([
      'apply_to_programs',
      'view_own_applications',
      'edit_own_applications',
      'view_public_content',
      'contact_support',
      'manage_profile',
    ]);
    expect(ROLE_PERMISSIONS.alumni).toEqual([
      'access_alumni_portal',
      'share_alumni_stories',
      'network_with_alumni',
      'view_public_content',
      'contact_support',
      'manage_profile',
    ]);
    expect(ROLE_PERMISSIONS.admin).toHaveLength(24);
    expect(ROLE_PERMISSIONS.staff).toHaveLength(12);
    expect(ROLE_PERMISSIONS.content_editor).toHaveLength(8);
    expect(ROLE_PERMISSIONS.student).toHaveLength(9);
    expect(ROLE_PERMISSIONS.admin).not.toContain('apply_to_programs');
    expect(ROLE_PERMISSIONS.staff).not.toContain('manage_users');
    expect(ROLE_PERMISSIONS.staff).not.toContain('export_applications');
  });

  it('has no duplicates in any list', () => {
    for (const role of ROLES) expect(new Set(ROLE_PERMISSIONS[role]).size).toBe(ROLE_PERMISSIONS[role].length);
  });

  it('answers any and all', () => {
    expect(hasAny('staff', ['manage_users', 'view_applications'])).toBe(true);
    expect(hasAll('staff', ['manage_users', 'view_applications'])).toBe(false);
    expect(hasAll('admin', ['manage_users', 'view_applications'])).toBe(true);
    expect(hasAny('applicant', [])).toBe(false);
    expect(hasAny(null, ['view_public_content'])).toBe(false);
    expect(permissionsOf(undefined)).toEqual([]);
  });
});

describe('groups', () => {
  it.each([
    ['staff', ['admin', 'staff']],
    ['contentEditor', ['admin', 'content_editor']],
    ['alumni', ['admin', 'alumni']],
    ['student', ['admin', 'student']],
    ['admin', ['admin']],
  ] as const)('%s group', (group, members) => {
    for (const role of ROLES) expect(isInGroup(role, group)).toBe((members as readonly string[]).includes(role));
  });
});
