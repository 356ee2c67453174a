import * as z from 'zod/mini';

export const EMAIL_REQUIRED = 'Enter your e-mail address.';
export const EMAIL_INVALID = 'Enter an e-mail address like name@example.com.';

/** An e-mail address as people type it: surrounding spaces dropped, case kept. */
export const emailAddress = z.string({ error: EMAIL_REQUIRED }).check(
  z.trim(),
  z.minLength(1, EMAIL_REQUIRED),
  z.maxLength(254, 'Keep the e-mail address to 254 characters or fewer.'),
  z.email(EMAIL_INVALID),
);

/** An optional e-mail address; an empty field counts as none, as forms send it. */
export const optionalEmailAddress = z.optional(
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(emailAddress),
  ),
);

/** Someone's name on a public form. */
export const personName = z.string({ error: 'Enter your name.' }).check(
  z.trim(),
  z.minLength(1, 'Enter your name.'),
  z.maxLength(100, 'Keep your name to 100 characters or fewer.'),
);

/** A link token from an e-mail. */
export const linkToken = z.string({ error: 'This link is not complete. Open it again from the e-mail.' }).check(
  z.trim(),
  z.minLength(1, 'This link is not complete. Open it again from the e-mail.'),
  z.maxLength(200, 'This link is not valid.'),
);
