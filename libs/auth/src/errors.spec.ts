import { describe, expect, it } from 'vitest';
import { toAuthError } from './errors.js';

describe('sign-in errors in plain words', () => {
  it.each([
    ['auth/wrong-password', 'password', /don't match/],
    ['auth/invalid-credential', 'password', /don't match/],
    ['auth/user-not-found', 'email', /No account uses this e-mail/],
    ['auth/weak-password', 'password', /at least 8 characters/],
    ['auth/email-already-in-use', 'email', /already uses this e-mail/],
    ['auth/popup-closed-by-user', 'form', /window was closed/],
    ['auth/something-new', 'form', /did not work/],
  ])('%s -> %s field', (code, field, message) => {
    const error = toAuthError({ code });
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });

  it("keeps the data service's own words when the profile step fails", () => {
    const failure = Object.assign(new Error('Could not reach the server. Check your connection and try again.'), {
      code: 'unavailable',
    });
    expect(toAuthError(failure).message).toBe(failure.message);
  });
});
