/**
 * The time zones staff pick a programme's application window in ("closes 31 January at 23:59, Nairobi time"). The
 * conversion between a wall-clock time in a zone and an instant is @sla/domain's zonedLocalToIso / isoToZonedLocal.
 */

export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

/** The zones offered: the ones applicants live in, plus UTC and London (where some partners are). */
export const TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: 'Africa/Nairobi', label: 'Nairobi, Kampala, Dar es Salaam, Addis Ababa (East Africa, UTC+3)' },
  { zone: 'Africa/Kigali', label: 'Kigali (Central Africa, UTC+2)' },
  { zone: 'Africa/Lusaka', label: 'Lusaka (Central Africa, UTC+2)' },
  { zone: 'Africa/Harare', label: 'Harare (Central Africa, UTC+2)' },
  { zone: 'Africa/Maputo', label: 'Maputo (Central Africa, UTC+2)' },
  { zone: 'Africa/Johannesburg', label: 'Johannesburg (South Africa, UTC+2)' },
  { zone: 'Africa/Cairo', label: 'Cairo (Egypt; summer time UTC+3)' },
  { zone: 'Africa/Khartoum', label: 'Khartoum (UTC+2)' },
  { zone: 'Africa/Juba', label: 'Juba (UTC+2)' },
  { zone: 'Africa/Windhoek', label: 'Windhoek (UTC+2)' },
  { zone: 'Africa/Lagos', label: 'Lagos, Kinshasa, Luanda, Douala (West Africa, UTC+1)' },
  { zone: 'Africa/Algiers', label: 'Algiers (UTC+1)' },
  { zone: 'Africa/Tunis', label: 'Tunis (UTC+1)' },
  { zone: 'Africa/Casablanca', label: 'Casablanca (Morocco, UTC+1, UTC+0 during Ramadan)' },
  { zone: 'Africa/Accra', label: 'Accra (Ghana, UTC+0)' },
  { zone: 'Africa/Abidjan', label: 'Abidjan (UTC+0)' },
  { zone: 'Africa/Dakar', label: 'Dakar (UTC+0)' },
  { zone: 'Africa/Monrovia', label: 'Monrovia (UTC+0)' },
  { zone: 'UTC', label: 'UTC (Coordinated Universal Time)' },
  { zone: 'Europe/London', label: 'London (UTC+0, summer time UTC+1)' },
];

/** The label for a zone in the list, or the zone's own name for one that is not (kept from older data). */
export function timeZoneLabel(zone: string): string {
  return TIME_ZONES.find((entry) => entry.zone === zone)?.label ?? zone;
}
