import { t } from '@sla/i18n';

/**
 * A time zone as people say it, in the reader's language: "Nairobi time", "heure de Lagos", never the database's
 * "Africa/Nairobi". The one rule every screen names a zone by, beside every time it shows; UTC stays UTC.
 */
export function zoneName(zone: string): string {
  const city = zone.split('/').pop()?.replace(/_/g, ' ');
  return city && city !== 'UTC' ? t('{city} time', { city }) : 'UTC';
}
