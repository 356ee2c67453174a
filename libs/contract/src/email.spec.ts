import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_REQUIRED, EMAIL_TOO_LONG, emailProblem } from './email.js';
import { emailAddress } from './schemas/fields.js';

const CASES: [string, string | null][] = [
  ['', 'Enter your e-mail address.'],
  ['   ', 'Enter your e-mail address.'],
  ['amina', 'Enter an e-mail address like name@example.com.'],
  ['amina@', 'Enter an e-mail address like name@example.com.'],
  ['amina@example', 'Enter an e-mail address like name@example.com.'],
  ['amina@example.c', 'Enter an e-mail address like name@example.com.'],
  ['ami na@example.com', 'Enter an e-mail address like name@example.com.'],
  ['.amina@example.com', 'Enter an e-mail address like name@example.com.'],
  [`${'a'.repeat(250)}@example.com`, 'Keep the e-mail address to 254 characters or fewer.'],
  ['amina@example.com', null],
  [' amina.o+news@mail.example.org ', null],
];

describe('emailProblem', () => {
  it.each(CASES)('%j', (input, expected) => {
    expect(emailProblem(input)).toBe(expected);
  });

  // The footer checks with emailProblem and the service with the schema: the two must say the same.
  it.each(CASES)('agrees with the shared schema on %j', (input, expected) => {
    const result = emailAddress.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });

  it('uses the shared messages', () => {
    expect([emailProblem(''), emailProblem('x'), emailProblem(`${'x'.repeat(255)}@example.com`)]).toEqual([
      EMAIL_REQUIRED,
      EMAIL_INVALID,
      EMAIL_TOO_LONG,
    ]);
  });
});
