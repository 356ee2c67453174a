import type { ProgramSummary } from '@sla/data';
import { COUNTRY_CODES, countryName } from '@sla/data/schemas';

export interface Option {
  value: string;
  label: string;
}

let countries: Option[] | null = null;

/** Every country the schema takes, by its English name (sorted by name, not code: "Côte d'Ivoire" under C). */
export function countryOptions(): Option[] {
  countries ??= COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  return countries;
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
    options.push({ value: current.id, label: current.name ?? 'Your programme' });
  return options.sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
