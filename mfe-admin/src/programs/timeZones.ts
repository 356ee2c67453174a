import { msg, t } from '@sla/i18n';

/**
 * The time zones staff pick a programme's application window in ("closes 31 January at 23:59, Nairobi time"). The
 * conversion between a wall-clock time in a zone and an instant is @sla/domain's zonedLocalToIso / isoToZonedLocal.
 */

export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

/**
 * The zones offered: the ones applicants live in, plus UTC and London (where some partners are). Their labels are
 * marked here and shown in the page's language by timeZoneLabel.
 */
export const TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: 'Africa/Nairobi', label: msg('Nairobi, Kampala, Dar es Salaam, Addis Ababa (East Africa, UTC+3)') },
  { zone: 'Africa/Kigali', label: msg('Kigali (Central Africa, UTC+2)') },
  { zone: 'Africa/Lusaka', label: msg('Lusaka (Central Africa, UTC+2)') },
  { zone: 'Africa/Harare', label: msg('Harare (Central Africa, UTC+2)') },
  { zone: 'Africa/Maputo', label: msg('Maputo (Central Africa, UTC+2)') },
  { zone: 'Africa/Johannesburg', label: msg('Johannesburg (South Africa, UTC+2)') },
  { zone: 'Africa/Cairo', label: msg('Cairo (Egypt; summer time UTC+3)') },
  { zone: 'Africa/Khartoum', label: msg('Khartoum (UTC+2)') },
  { zone: 'Africa/Juba', label: msg('Juba (UTC+2)') },
  { zone: 'Africa/Windhoek', label: msg('Windhoek (UTC+2)') },
  { zone: 'Africa/Lagos', label: msg('Lagos, Kinshasa, Luanda, Douala (West Africa, UTC+1)') },
  { zone: 'Africa/Algiers', label: msg('Algiers (UTC+1)') },
  { zone: 'Africa/Tunis', label: msg('Tunis (UTC+1)') },
  { zone: 'Africa/Casablanca', label: msg('Casablanca (Morocco, UTC+1, UTC+0 during Ramadan)') },
  { zone: 'Africa/Accra', label: msg('Accra (Ghana, UTC+0)') },
  { zone: 'Africa/Abidjan', label: msg('Abidjan (UTC+0)') },
  { zone: 'Africa/Dakar', label: msg('Dakar (UTC+0)') },
  { zone: 'Africa/Monrovia', label: msg('Monrovia (UTC+0)') },
  { zone: 'UTC', label: msg('UTC (Coordinated Universal Time)') },
  { zone: 'Europe/London', label: msg('London (UTC+0, summer time UTC+1)') },
];

/** The label for a zone in the list in the page's language, or the zone's own name for one that is not (kept from older data). */
export function timeZoneLabel(zone: string): string {
  const label = TIME_ZONES.find((entry) => entry.zone === zone)?.label;
  return label ? t(label) : zone;
}
