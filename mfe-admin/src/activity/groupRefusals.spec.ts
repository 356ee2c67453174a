import { describe, expect, it } from 'vitest';
import type { NamedAuditEntry } from '@sla/data';
import { groupRefusals } from './groupRefusals.js';

let next = 0;
const refusal = (userId: string, path: string | null, permission = 'manage_users', granted = false): NamedAuditEntry => ({
  id: String(++next),
  type: 'permission_check',
  userId,
  permission,
  granted,
  context: path === null ? { action: 'list_users' } : { path },
  timestamp: new Date(Date.UTC(2026, 0, 1) - next * 1000).toISOString(),
});
const roleChange = (userId: string): NamedAuditEntry => ({
  id: String(++next),
  type: 'role_change',
  userId,
  previousRole: 'applicant',
  newRole: 'student',
  changedBy: 'ada',
  reason: '',
  timestamp: new Date(Date.UTC(2026, 0, 1) - next * 1000).toISOString(),
  ipAddress: '',
  userAgent: '',
});
/** Rows as sizes: 1 for a single entry, N for a group of N. */
const shape = (entries: NamedAuditEntry[]) =>
  groupRefusals(entries).map((row) => (row.kind === 'entry' ? 1 : row.entries.length));

describe('groupRefusals', () => {
  it('collapses a run of the same person, permission and place, keeping every entry newest first', () => {
    const run = [refusal('jane', '/admin/users'), refusal('jane', '/admin/users'), refusal('jane', '/admin/users')];
    const rows = groupRefusals(run);
    expect(rows).toEqual([{ kind: 'refusals', entries: run }]);
  });

  it('keeps a single refusal and any other entry as it is', () => {
    expect(shape([refusal('jane', '/admin/users'), roleChange('jane'), refusal('jane', '/admin/users')])).toEqual([1, 1, 1]);
  });

  it('starts a new group when the person, the permission or the place changes', () => {
    expect(
      shape([
        refusal('jane', '/admin/users'),
        refusal('jane', '/admin/users'),
        refusal('bob', '/admin/users'),
        refusal('bob', '/admin/users', 'view_all_users'),
        refusal('bob', '/admin', 'view_all_users'),
        refusal('bob', '/admin', 'view_all_users'),
        refusal('bob', null, 'view_all_users'),
        refusal('bob', null, 'view_all_users'),
      ]),
    ).toEqual([2, 1, 1, 2, 2]);
  });

  it('groups only consecutive refusals, and never granted checks', () => {
    expect(
      shape([
        refusal('jane', '/admin/users'),
        roleChange('bob'),
        refusal('jane', '/admin/users'),
        refusal('jane', '/admin/users', 'manage_users', true),
        refusal('jane', '/admin/users', 'manage_users', true),
      ]),
    ).toEqual([1, 1, 1, 1, 1]);
  });

  it('gives nothing for nothing', () => {
    expect(groupRefusals([])).toEqual([]);
  });
});
