import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.js';
import { SPEC_MAY_ASSIGN, SPEC_OUT_OF_REACH, SPEC_TARGET_HOLDS_MORE, SPEC_TRANSITIONS } from './spec-fixtures.js';
import {
  assignableTargets,
  canAssignRole,
  checkRoleAssignment,
  isValidTransition,
  mayChangeRoleOf,
  ROLE_ASSIGNMENT_MESSAGES,
} from './transitions.js';

const ALLOWED = SPEC_TRANSITIONS;
const MAY_ASSIGN = SPEC_MAY_ASSIGN;
const OUT_OF_REACH = SPEC_OUT_OF_REACH;

const pairs = ROLES.flatMap((from) => ROLES.map((to) => [from, to] as const));

describe('role transitions', () => {
  it.each(pairs)('%s -> %s', (from, to) => {
    expect(isValidTransition(from, to)).toBe(from === to || ALLOWED[from].includes(to));
  });
});

describe('who may assign', () => {
  it.each(pairs)('%s assigning %s', (acting, target) => {
    expect(canAssignRole(acting, target)).toBe(MAY_ASSIGN[acting].includes(target));
  });
});

describe('checkRoleAssignment', () => {
  it('checks in the required order and returns the exact messages', () => {
    expect(ROLE_ASSIGNMENT_MESSAGES).toEqual({
      notSignedIn: 'No authenticated user',
      actingProfileMissing: 'Current user profile not found',
      notAllowed: 'Insufficient permissions to assign this role',
      targetProfileMissing: 'Target user profile not found',
      invalidTransition: 'Invalid role transition',
      targetHoldsMore: SPEC_TARGET_HOLDS_MORE,
    });
    expect(checkRoleAssignment({ actingRole: undefined, target: null, targetRole: 'admin' })).toBe('notSignedIn');
    expect(checkRoleAssignment({ actingRole: null, target: null, targetRole: 'admin' })).toBe('actingProfileMissing');
    expect(checkRoleAssignment({ actingRole: 'staff', target: null, targetRole: 'admin' })).toBe('notAllowed');
    expect(checkRoleAssignment({ actingRole: 'admin', target: null, targetRole: 'admin' })).toBe('targetProfileMissing');
    expect(checkRoleAssignment({ actingRole: 'admin', target: { role: 'applicant' }, targetRole: 'admin' })).toBe(
      'invalidTransition',
    );
  });

  it.each(ROLES.flatMap((acting) => pairs.map(([from, to]) => [acting, from, to] as const)))(
    'acting %s moving %s -> %s',
    (acting, from, to) => {
      const expected = !MAY_ASSIGN[acting].includes(to)
        ? 'notAllowed'
        : OUT_OF_REACH[acting].includes(from)
          ? 'targetHoldsMore'
          : from === to || ALLOWED[from].includes(to)
            ? null
            : 'invalidTransition';
      expect(checkRoleAssignment({ actingRole: acting, target: { role: from }, targetRole: to })).toBe(expected);
    },
  );

  it('offers only targets both rules allow', () => {
    expect(assignableTargets('staff', 'applicant')).toEqual(['alumni']);
    expect(assignableTargets('admin', 'content_editor')).toEqual(['admin', 'staff']);
    expect(assignableTargets('applicant', 'student')).toEqual([]);
  });

  it.each(ROLES)('lets %s give a user with no role yet any role it may assign, and only those', (acting) => {
    expect(assignableTargets(acting, null)).toEqual([...MAY_ASSIGN[acting]]);
    for (const to of ROLES) {
      expect(checkRoleAssignment({ actingRole: acting, target: { role: null }, targetRole: to })).toBe(
        MAY_ASSIGN[acting].includes(to) ? null : 'notAllowed',
      );
    }
  });

  it.each(ROLES.flatMap((acting) => ROLES.map((current) => [acting, current] as const)))(
    'lets %s change the role of a %s only when the %s holds no power it lacks',
    (acting, current) => {
      expect(mayChangeRoleOf(acting, current)).toBe(!OUT_OF_REACH[acting].includes(current));
      if (OUT_OF_REACH[acting].includes(current)) expect(assignableTargets(acting, current)).toEqual([]);
    },
  );

  it('refuses staff moving an admin or a content editor, which the transition table alone allowed', () => {
    expect(checkRoleAssignment({ actingRole: 'staff', target: { role: 'admin' }, targetRole: 'applicant' })).toBe(
      'targetHoldsMore',
    );
    expect(checkRoleAssignment({ actingRole: 'staff', target: { role: 'content_editor' }, targetRole: 'staff' })).toBe(
      'targetHoldsMore',
    );
    expect(checkRoleAssignment({ actingRole: 'staff', target: { role: 'staff' }, targetRole: 'applicant' })).toBeNull();
    expect(checkRoleAssignment({ actingRole: 'admin', target: { role: 'admin' }, targetRole: 'staff' })).toBeNull();
  });

  it('lets someone without a role of their own move nobody', () => {
    expect(assignableTargets(null, 'applicant')).toEqual([]);
    expect(assignableTargets(null, null)).toEqual([]);
  });
});
