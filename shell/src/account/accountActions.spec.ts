import { describe, expect, it } from 'vitest';
import { AuthError } from '@sla/auth';
import { DataError } from '@sla/data';
import { accountProblem, explainAccountError } from './accountActions.js';

describe('account problems', () => {
  it('words a wrong password as the current one, and an e-mail in use as someone else’s', () => {
    expect(accountProblem({ code: 'auth/invalid-credential' })).toMatchObject({
      message: 'Your current password is not right. Check it and try again.',
      field: 'password',
    });
    expect(accountProblem({ code: 'auth/email-already-in-use' })).toMatchObject({
      message: 'Another account already uses this e-mail. Choose a different one.',
      field: 'email',
    });
    expect(accountProblem({ code: 'auth/weak-password' }).field).toBe('password');
  });

  it('puts a problem beside the form’s own field, else above the form; a service refusal stays the service’s', () => {
    const explain = explainAccountError({ password: 'currentPassword' });
    expect(explain(new AuthError('auth/wrong-password', 'Wrong.', 'password'))).toEqual({
      fieldErrors: { currentPassword: 'Wrong.' },
      failure: null,
    });
    expect(explain(new AuthError('auth/email-already-in-use', 'In use.', 'email'))).toEqual({
      fieldErrors: {},
      failure: 'In use.',
    });
    expect(explain(new DataError('invalid_input', 'Check the name.', { displayName: 'Too long.' }))).toEqual({
      fieldErrors: { displayName: 'Too long.' },
      failure: 'Check the name.',
    });
  });
});
