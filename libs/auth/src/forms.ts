// The sign-in and sign-up forms' rules, checked in the browser before anything is sent. The profile
// part of sign-up is checked again by the data service with the same schema (createProfileInput).
import * as z from 'zod/mini';
import { createProfileInput, displayName, emailAddress } from '@sla/contract/schemas';
import { messageWith } from '@sla/contract/messages';
import { msg } from '@sla/i18n';
import { PASSWORD_MIN } from './password.js';

export { PASSWORD_MIN } from './password.js';

const passwordOfAtLeast = messageWith(msg('Choose a password of at least {min} characters.'));

// The site's one e-mail address rule, as the newsletter and contact forms use it.
const email = emailAddress;

export const signInForm = z.object({
  email,
  password: z.string({ error: msg('Enter your password.') }).check(z.minLength(1, msg('Enter your password.'))),
});

// The service's name rule, required here: sign-up always asks for a name.
export const signUpForm = z.extend(createProfileInput, {
  displayName,
  email,
  password: z
    .string({ error: msg('Choose a password.') })
    .check(
      z.minLength(PASSWORD_MIN, passwordOfAtLeast({ min: PASSWORD_MIN })),
      z.maxLength(128, msg('Keep the password to 128 characters or fewer.')),
    ),
});

export const emailOnlyForm = z.object({ email });

export const newPasswordForm = z.object({
  password: z.string().check(z.minLength(PASSWORD_MIN, passwordOfAtLeast({ min: PASSWORD_MIN }))),
});

export type SignUpForm = z.infer<typeof signUpForm>;

/** Field name to its first problem, or null when the form is fine. */
export function formErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
