import type { ProgramSummary } from '@sla/data';
import { COUNTRY_CODES } from '@sla/contract/schemas';
import { activeLocale, intlLocale, t } from '@sla/i18n';
import { localCountryName } from '../names.js';

export interface Option {
  value: string;
  label: string;
}

const countries = new Map<string, Option[]>();

/** Every country the schema takes, by its name in the page's language (sorted by name, not code: "Côte d'Ivoire" under C). */
export function countryOptions(): Option[] {
  const locale = activeLocale();
  let options = countries.get(locale);
  if (!options) {
    options = COUNTRY_CODES.map((code) => ({ value: code, label: localCountryName(code) })).sort((a, b) =>
      a.label.localeCompare(b.label, intlLocale()),
    );
    countries.set(locale, options);
  }
  return options;
}

/**
 * The programmes to choose from, by name; the profile's own programme stays in the list even when the public list
 * no longer has it (a programme closed long ago), so saving never loses it.
 */
export function programmeOptions(
  programmes: readonly ProgramSummary[],
  current: { id: string | null; name: string | null },
): Option[] {
  const options = programmes.map((programme) => ({ value: programme.id, label: programme.name }));
  if (current.id && !options.some((option) => option.value === current.id))
    options.push({ value: current.id, label: current.name ?? t('Your programme') });
  return options.sort((a, b) => a.label.localeCompare(b.label, intlLocale()));
}
