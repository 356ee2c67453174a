import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_REQUIRED, emailAddress } from '@sla/data/schemas';
import { newsletterEmailError } from './newsletter.js';

const CASES: [string, string | null][] = [
  ['', 'Enter your e-mail address.'],
  ['   ', 'Enter your e-mail address.'],
  ['amina', 'Enter an e-mail address like name@example.com.'],
  ['amina@', 'Enter an e-mail address like name@example.com.'],
  ['amina@example', 'Enter an e-mail address like name@example.com.'],
  ['ami na@example.com', 'Enter an e-mail address like name@example.com.'],
  [`${'a'.repeat(250)}@example.com`, 'Keep the e-mail address to 254 characters or fewer.'],
  ['amina@example.com', null],
  [' amina@mail.example.org ', null],
];

describe('newsletterEmailError', () => {
  it.each(CASES)('%j', (input, expected) => {
    expect(newsletterEmailError(input)).toBe(expected);
  });

  // The shell cannot ship the shared schema, so this keeps the two in step (tests may import it).
  it.each(CASES)('agrees with the server on %j', (input, expected) => {
    const result = emailAddress.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });

  it('uses the shared messages', () => {
    expect(newsletterEmailError('')).toBe(EMAIL_REQUIRED);
    expect(newsletterEmailError('x')).toBe(EMAIL_INVALID);
  });
});
