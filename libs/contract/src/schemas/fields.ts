import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { messageWith } from '../messages.js';
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_REQUIRED, EMAIL_TOO_LONG } from '../email.js';

export { EMAIL_INVALID, EMAIL_REQUIRED } from '../email.js';

/** A text field's length limit, as most fields word it: "Keep it to 200 characters or fewer." */
export const keepItTo = messageWith(msg('Keep it to {max} characters or fewer.'));

/** An e-mail address as people type it: surrounding spaces dropped, case kept. The zod-free emailProblem agrees. */
export const emailAddress = z
  .string({ error: EMAIL_REQUIRED })
  .check(
    z.trim(),
    z.minLength(1, EMAIL_REQUIRED),
    z.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG),
    z.email({ pattern: EMAIL_PATTERN, error: EMAIL_INVALID }),
  );

/** An optional e-mail address; an empty field counts as none, as forms send it. */
export const optionalEmailAddress = z.optional(
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(emailAddress),
  ),
);

/** Someone's name on a public form. */
export const personName = z
  .string({ error: msg('Enter your name.') })
  .check(z.trim(), z.minLength(1, msg('Enter your name.')), z.maxLength(100, msg('Keep your name to 100 characters or fewer.')));

/** A link token from an e-mail. */
export const linkToken = z
  .string({ error: msg('This link is not complete. Open it again from the e-mail.') })
  .check(
    z.trim(),
    z.minLength(1, msg('This link is not complete. Open it again from the e-mail.')),
    z.maxLength(200, msg('This link is not valid.')),
  );

/** An instant as ISO text, e.g. "2027-01-31T20:59:00.000Z". */
export const isoInstant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), msg('Give a date and time.')));

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A time zone Intl knows, e.g. "Africa/Nairobi": a programme's window and a post's or event's times are typed in it. */
export const timeZoneField = z
  .string({ error: msg('Choose a time zone.') })
  .check(z.refine(isKnownTimeZone, msg('Choose a time zone.')));
