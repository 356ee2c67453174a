import { describe, expect, it } from 'vitest';
import { auditEntryDetails, auditEntryLabel, auditPersonName } from './auditDetails.js';
import type { NamedAuditEntry } from './types/audit.js';

const ada = { uid: 'u-ada', displayName: 'Ada Admin', email: 'ada@example.org' };
const base = { id: '1', userId: 'u-jane', timestamp: '2026-03-01T10:00:00.000Z' };
const event = (action: string, context: Record<string, unknown> = {}, reason = '', actorId = 'u-ada'): NamedAuditEntry =>
  ({ ...base, type: 'account_event', action, actorId, reason, context, actor: ada }) as NamedAuditEntry;
const check = (context: Record<string, unknown>, granted = false): NamedAuditEntry => ({
  ...base,
  type: 'permission_check',
  permission: 'manage_users',
  granted,
  context,
});

describe('the activity log in words', () => {
  it('names a person by name, else e-mail, else the id', () => {
    expect(auditPersonName(ada, 'u-ada')).toBe('Ada Admin');
    expect(auditPersonName({ ...ada, displayName: '  ' }, 'u-ada')).toBe('ada@example.org');
    expect(auditPersonName({ ...ada, displayName: null, email: null }, 'u-ada')).toBe('u-ada');
    expect(auditPersonName(undefined, 'u-gone')).toBe('u-gone');
  });

  it('says who changed a role, from what to what and why; the actor’s id when they have no profile', () => {
    const change: NamedAuditEntry = {
      ...base,
      type: 'role_change',
      previousRole: null,
      newRole: 'content_editor',
      changedBy: 'u-ada',
      reason: ' Joins the blog team ',
      ipAddress: '',
      userAgent: '',
    };
    expect(auditEntryDetails({ ...change, actor: ada })).toBe('No role → Content editor by Ada Admin: Joins the blog team');
    expect(auditEntryDetails({ ...change, reason: '' })).toBe('No role → Content editor by u-ada');
    expect(auditEntryLabel(change)).toBe('Role change');
  });

  it('names the screen a refusal was for, or the service action', () => {
    expect(auditEntryDetails(check({ path: '/admin/users' }))).toBe('tried to open Users and roles (/admin/users)');
    expect(auditEntryDetails(check({ path: '/admin/applications/app-1?tab=files' }))).toBe(
      'tried to open Application review (/admin/applications/app-1?tab=files)',
    );
    expect(auditEntryDetails(check({ path: '/admin/users' }, true))).toBe('opened Users and roles (/admin/users)');
    expect(auditEntryDetails(check({ action: 'list_audit_logs', source: 'server' }))).toBe(
      'was refused list audit logs (needs manage_users)',
    );
    expect(auditEntryDetails(check({}))).toBe('was refused manage_users (needs manage_users)');
    expect(auditEntryLabel(check({}))).toBe('Access refused');
    expect(auditEntryLabel(check({}, true))).toBe('Access granted');
  });

  it('tells account events apart, with the address, role, actor and reason where there are some', () => {
    expect(auditEntryDetails(event('invited', { email: 'new@example.org', role: 'staff' }))).toBe(
      'Invited new@example.org as Staff by Ada Admin',
    );
    expect(auditEntryDetails(event('invited', { role: 'toString' }))).toBe('Invited by Ada Admin');
    expect(auditEntryDetails(event('invitation_revoked', { email: 'new@example.org' }))).toBe(
      'Invitation for new@example.org revoked by Ada Admin',
    );
    expect(auditEntryDetails(event('invitation_accepted', { role: 'student' }, '', 'u-jane'))).toBe(
      'Accepted the invitation as Student',
    );
    expect(
      auditEntryDetails(
        event(
          'invitation_accepted',
          { role: 'applicant', invitedRole: 'admin', refusal: 'passwordBeforeInvitation' },
          '',
          'u-jane',
        ),
      ),
    ).toBe(
      'Accepted the invitation, but was not given Admin: a password was set on that sign-in account before the invitation was sent; the account started as Applicant',
    );
    expect(auditEntryDetails(event('invitation_accepted', { role: 'student', refusal: 'toString' }, '', 'u-jane'))).toBe(
      'Accepted the invitation as Student',
    );
    expect(auditEntryDetails(event('suspended', {}, 'Spam'))).toBe('Account suspended by Ada Admin: Spam');
    expect(auditEntryDetails(event('restored'))).toBe('Account restored by Ada Admin');
    expect(auditEntryDetails(event('verification_sent'))).toBe('Verification e-mail sent by Ada Admin');
    expect(auditEntryLabel(event('suspended'))).toBe('Suspended');
    expect(auditEntryLabel(event('constructor'))).toBe('Account');
  });

  it('lists settings changes with their values, long ones shortened', () => {
    const changed: NamedAuditEntry = {
      ...base,
      type: 'settings_change',
      changes: [
        { key: 'siteName', from: 'Old', to: 'New' },
        { key: 'cardPayments', from: false, to: true },
        { key: 'contact', from: null, to: 'x'.repeat(100) },
      ],
    };
    expect(auditEntryDetails(changed)).toBe(
      `Changed siteName from Old to New; cardPayments from false to true; contact from (none) to ${'x'.repeat(79)}…`,
    );
    expect(auditEntryDetails({ ...changed, changes: [] })).toBe('Saved the settings without changes');
  });

  it('says an account was deleted by its owner, with the role it had', () => {
    expect(auditEntryDetails({ ...base, type: 'account_deleted', previousRole: 'applicant' })).toBe(
      'Deleted their own account (was Applicant)',
    );
    expect(auditEntryDetails({ ...base, type: 'account_deleted', previousRole: null })).toBe('Deleted their own account');
  });
});
