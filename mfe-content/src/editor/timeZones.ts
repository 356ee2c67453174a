import { msg } from '@sla/i18n';

/** The zones an editor may publish in: where the organisation's readers and staff are, and UTC. Labels are translated where shown. */
export const TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: 'Africa/Lagos', label: msg('Lagos, Kinshasa, Luanda, Douala (West Africa)') },
  { zone: 'Africa/Accra', label: msg('Accra (Ghana)') },
  { zone: 'Africa/Abidjan', label: msg('Abidjan') },
  { zone: 'Africa/Dakar', label: msg('Dakar') },
  { zone: 'Africa/Monrovia', label: msg('Monrovia') },
  { zone: 'Africa/Algiers', label: msg('Algiers') },
  { zone: 'Africa/Tunis', label: msg('Tunis') },
  { zone: 'Africa/Casablanca', label: msg('Casablanca') },
  { zone: 'Africa/Cairo', label: msg('Cairo') },
  { zone: 'Africa/Khartoum', label: msg('Khartoum') },
  { zone: 'Africa/Juba', label: msg('Juba') },
  { zone: 'Africa/Kigali', label: msg('Kigali') },
  { zone: 'Africa/Lusaka', label: msg('Lusaka') },
  { zone: 'Africa/Harare', label: msg('Harare') },
  { zone: 'Africa/Maputo', label: msg('Maputo') },
  { zone: 'Africa/Windhoek', label: msg('Windhoek') },
  { zone: 'Africa/Johannesburg', label: msg('Johannesburg (South Africa)') },
  { zone: 'Africa/Nairobi', label: msg('Nairobi, Kampala, Dar es Salaam, Addis Ababa (East Africa)') },
  { zone: 'UTC', label: msg('UTC (Coordinated Universal Time)') },
];

/** The browser's own zone ("Africa/Lagos"), or UTC when it does not say: @sla/domain's reader zone. */
export { readerTimeZone as browserTimeZone } from '@sla/domain';

/** The list, with `also` (the browser's zone, or the one an item was saved in) first when it is not in it. */
export function timeZoneChoices(...also: (string | null | undefined)[]): { zone: string; label: string }[] {
  const extra = [...new Set(also.filter((zone): zone is string => !!zone && !TIME_ZONES.some((entry) => entry.zone === zone)))];
  return [...extra.map((zone) => ({ zone, label: zone.replaceAll('_', ' ') })), ...TIME_ZONES];
}
