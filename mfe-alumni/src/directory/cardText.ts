import type { AlumniCard } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { localCountryName } from '../names.js';

/** What a card or page calls someone whose name the viewer may not see (only staff meet this). */
export const NAME_NOT_SHOWN = msg('Name not shown');

export const nameOf = (card: Pick<AlumniCard, 'name'>) => card.name ?? t(NAME_NOT_SHOWN);

/** "StepUp Scholars · 2024", from the parts the viewer may see; null when they may see neither. */
export function programmeAndYear(card: Pick<AlumniCard, 'programName' | 'cohortYear'>): string | null {
  const parts = [card.programName, card.cohortYear === null ? null : String(card.cohortYear)].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** "Nairobi, Kenya", from the parts the viewer may see (a country is stored as its code, named in the page's language); null when neither. */
export function placeOf(card: Pick<AlumniCard, 'city' | 'country'>): string | null {
  const parts = [card.city || null, card.country ? localCountryName(card.country) : null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
