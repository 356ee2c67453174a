import { describe, expect, it } from 'vitest';
import { DataError, type ApplicationStatus } from '@sla/contract';
import { APPLICATION_STATUSES } from '@sla/contract/schemas';
import { canTransition, transition, type ApplicationAction } from './statusMachine.js';

const ACTIONS: ApplicationAction[] = ['edit', 'submit', 'start_review', 'decide', 'withdraw'];
/** Written from the issue, independently of the implementation's table. */
const EXPECTED: Record<ApplicationAction, Partial<Record<ApplicationStatus, ApplicationStatus>>> = {
  edit: { draft: 'draft' },
  submit: { draft: 'submitted' },
  start_review: { submitted: 'under_review' },
  decide: { submitted: 'decided', under_review: 'decided', decided: 'decided' },
  withdraw: { draft: 'withdrawn', submitted: 'withdrawn', under_review: 'withdrawn', decided: 'withdrawn' },
};

describe('application status machine', () => {
  const cases = ACTIONS.flatMap((action) => APPLICATION_STATUSES.map((status) => [action, status] as const));
  it.each(cases)('%s from %s', (action, status) => {
    const expected = EXPECTED[action][status];
    if (expected) {
      expect(transition(status, action)).toBe(expected);
      expect(canTransition(status, action)).toBe(true);
    } else {
      expect(() => transition(status, action)).toThrow(DataError);
      try {
        transition(status, action);
      } catch (error) {
        expect((error as DataError).code).toBe('conflict');
        expect((error as DataError).message).toMatch(/\w+ \w+/);
      }
    }
  });

  it('refuses to change or withdraw once a decision is released', () => {
    expect(() => transition('decided', 'decide', true)).toThrow('already been released');
    expect(() => transition('decided', 'withdraw', true)).toThrow('can no longer be withdrawn');
    expect(canTransition('decided', 'withdraw', false)).toBe(true);
  });
});
