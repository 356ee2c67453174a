import { errorMessage, isDataError, type MentorSummary } from '@sla/data';
import type { Refusal } from '@sla/forms';
import type { Role } from '@sla/permissions';

/** How long to wait, from a 429's Retry-After: "40 seconds", "about 3 minutes", or "a few minutes" when not said. */
function waitWords(seconds: number | null): string {
  if (!seconds) return 'a few minutes';
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
}

/**
 * Why the service refused, in words: its own message, except that too many requests in a short time also says how
 * long to wait (the service's message is the same for every limit and names no time).
 */
export function refusalWords(error: unknown): string {
  if (isDataError(error) && error.code === 'rate_limited') {
    return `Too many in a short time. Wait ${waitWords(error.retryAfterSeconds)}, then try again.`;
  }
  return errorMessage(error);
}

/** For a form: the service's field errors beside their fields, and its words (with the wait, for a 429) above. */
export function explainRefusal(error: unknown): Refusal {
  return { fieldErrors: isDataError(error) ? error.fieldErrors : {}, failure: refusalWords(error) };
}

/** What a mentor or mentee is to the reader: staff and admins are staff members, alumni are alumni. */
const ROLE_WORDS: Readonly<Partial<Record<Role, string>>> = {
  admin: 'Staff member',
  staff: 'Staff member',
  alumni: 'Alumnus or alumna of the programme',
  student: 'Student',
};

export function roleWords(role: Role | null): string | null {
  return role ? (ROLE_WORDS[role] ?? null) : null;
}

/** A person's name, or words for someone without one on their profile. */
export function personName(person: Pick<MentorSummary, 'displayName'>): string {
  return person.displayName?.trim() || 'Name not given';
}

/** Today as a calendar date ("2027-03-01") where the reader is: the day a check-in most often took place. */
export function todayOn(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
