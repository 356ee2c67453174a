// The e-mail address rule without zod, so the site footer can check its newsletter field on the home page's first
// download. The shared schema (schemas/fields.ts) is built from the same pattern, limit and messages.
import { msg } from '@sla/i18n';

export const EMAIL_REQUIRED = msg('Enter your e-mail address.');
export const EMAIL_INVALID = msg('Enter an e-mail address like name@example.com.');
export const EMAIL_TOO_LONG = msg('Keep the e-mail address to 254 characters or fewer.');
export const EMAIL_MAX_LENGTH = 254;

/** name@example.com: dot-separated words before the @, a domain ending in a top-level name of 2 letters or more. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What is wrong with a typed e-mail address (surrounding spaces ignored), or null: the schema's first complaint. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG;
  return EMAIL_PATTERN.test(email) ? null : EMAIL_INVALID;
}
