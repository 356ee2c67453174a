import { describe, expect, it } from 'vitest';
import {
  checkoutInput,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  fieldErrors,
  messageInput,
  newsletterSignupInput,
  pledgeInput,
} from './schemas.js';

const problems = (
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? null : fieldErrors(result.error!.issues);
};

describe('public form schemas (shared by the screens and the service)', () => {
  it('newsletter: an e-mail is required and must look like one', () => {
    expect(problems(newsletterSignupInput, { email: ' reader@example.org ' })).toBeNull();
    expect(problems(newsletterSignupInput, {})).toEqual({ email: EMAIL_REQUIRED });
    expect(problems(newsletterSignupInput, { email: '  ' })).toEqual({ email: EMAIL_REQUIRED });
    expect(problems(newsletterSignupInput, { email: 'reader@' })).toEqual({ email: EMAIL_INVALID });
    expect(EMAIL_INVALID).toBe('Enter an e-mail address like name@example.com.');
  });

  it('contact and get-involved messages: plain messages per field, trimmed values', () => {
    const good = {
      kind: 'partner',
      name: '  Ada  ',
      email: 'ada@example.org',
      message: '  We would like to fund data bundles.  ',
    };
    expect(messageInput.parse(good)).toEqual({
      kind: 'partner',
      name: 'Ada',
      email: 'ada@example.org',
      message: 'We would like to fund data bundles.',
    });
    expect(problems(messageInput, { ...good, message: 'Too short' })).toEqual({
      message: 'Write at least 10 characters, so we know how to help.',
    });
    expect(problems(messageInput, { ...good, kind: 'sales' })).toEqual({ kind: 'Choose what your message is about.' });
  });

  it('donation amounts: whole or two decimals, from 1 to 100,000, typed or numeric', () => {
    for (const amount of [1, '25', 25.5, '19.99', 100000])
      expect(problems(checkoutInput, { amount, frequency: 'once' }), String(amount)).toBeNull();
    expect(problems(checkoutInput, { amount: 0.99, frequency: 'once' })).toEqual({ amount: 'Give at least 1.' });
    expect(problems(checkoutInput, { amount: '1.005', frequency: 'once' })).toEqual({
      amount: 'Give the amount in whole units or with two decimals, like 25 or 25.50.',
    });
    expect(problems(checkoutInput, { amount: 25, frequency: 'once', email: '' })).toBeNull();
    expect(problems(pledgeInput, { name: 'Ama', email: 'ama@example.org', amount: 10 })).toEqual({
      frequency: 'Choose once or monthly.',
    });
  });
});
