import { activeLocale, msg, t } from '@sla/i18n';
import { countryName, type ALUMNI_FIELDS } from '@sla/contract/schemas';

type AlumniField = (typeof ALUMNI_FIELDS)[number];

/**
 * The fields of study as people read them. The schema's values are English words (and stay the values sent and kept);
 * each is marked here so the page shows it in its language.
 */
const FIELD_NAMES: Record<AlumniField, string> = {
  'Agriculture and food science': msg('Agriculture and food science'),
  Biology: msg('Biology'),
  Chemistry: msg('Chemistry'),
  'Computer science': msg('Computer science'),
  'Data science and AI': msg('Data science and AI'),
  'Earth and environmental science': msg('Earth and environmental science'),
  Engineering: msg('Engineering'),
  'Mathematics and statistics': msg('Mathematics and statistics'),
  'Medicine and health': msg('Medicine and health'),
  'Physics and astronomy': msg('Physics and astronomy'),
  'Public health': msg('Public health'),
  'Science policy and education': msg('Science policy and education'),
};

/** A field of study in the page's language (one the list does not know as it came). */
export function fieldName(field: string): string {
  const name = (FIELD_NAMES as Record<string, string | undefined>)[field];
  return name ? t(name) : field;
}

/** A country (stored as its code) by its name in the page's language. */
export function localCountryName(code: string): string {
  return countryName(code, activeLocale());
}
