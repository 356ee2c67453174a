import { isDataError, type MentorSummary } from '@sla/data';
import type { Refusal } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import type { Role } from '@sla/permissions';
import { refusalWords } from '../messaging/refusalWords.js';
import { shownName } from '@sla/domain';

/** For a form: the service's field errors beside their fields, and its words (with the wait, for a 429) above. */
export function explainRefusal(error: unknown): Refusal {
  return { fieldErrors: isDataError(error) ? error.fieldErrors : {}, failure: refusalWords(error) };
}

/** What a mentor or mentee is to the reader: staff and admins are staff members, alumni are alumni. */
const ROLE_WORDS: Readonly<Partial<Record<Role, string>>> = {
  admin: msg('Staff member'),
  staff: msg('Staff member'),
  alumni: msg('Alumnus or alumna of the programme'),
  student: msg('Student'),
};

/** What the person is to the reader, in the reader's language; null for a role that says nothing useful. */
export function roleWords(role: Role | null): string | null {
  const words = role ? ROLE_WORDS[role] : undefined;
  return words ? t(words) : null;
}

/** A person's name, or words for someone without one on their profile. */
export function personName(person: Pick<MentorSummary, 'displayName'>): string {
  return shownName(person.displayName);
}

/** Today as a calendar date ("2027-03-01") where the reader is: the day a check-in most often took place. */
export function todayOn(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
