import { t } from '@sla/i18n';

/** What any record says about a person that can name them; every part may be missing or blank. */
export interface NameablePerson {
  displayName?: string | null;
  email?: string | null;
}

/**
 * The one rule for naming a person, in the service (names kept beside a change, audit details, e-mails) and on every
 * screen: the name on their profile, else their e-mail address, else null. Blank and space-only values count as none.
 */
export function personName(person: NameablePerson | null | undefined): string | null {
  return person?.displayName?.trim() || person?.email?.trim() || null;
}

/**
 * A name as a screen shows it: `name` (a kept name, or a person as personName reads one), or "Name not given" in the
 * reader's language where there is none, so a list never reads ", 25 Nov 2026".
 */
export function shownName(name: string | NameablePerson | null | undefined): string {
  const found = typeof name === 'string' ? name.trim() : personName(name);
  return found || t('Name not given');
}
