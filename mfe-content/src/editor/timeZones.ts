/** The zones an editor may publish in: where the organisation's readers and staff are, and UTC. */
export const TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: 'Africa/Lagos', label: 'Lagos, Kinshasa, Luanda, Douala (West Africa)' },
  { zone: 'Africa/Accra', label: 'Accra (Ghana)' },
  { zone: 'Africa/Abidjan', label: 'Abidjan' },
  { zone: 'Africa/Dakar', label: 'Dakar' },
  { zone: 'Africa/Monrovia', label: 'Monrovia' },
  { zone: 'Africa/Algiers', label: 'Algiers' },
  { zone: 'Africa/Tunis', label: 'Tunis' },
  { zone: 'Africa/Casablanca', label: 'Casablanca' },
  { zone: 'Africa/Cairo', label: 'Cairo' },
  { zone: 'Africa/Khartoum', label: 'Khartoum' },
  { zone: 'Africa/Juba', label: 'Juba' },
  { zone: 'Africa/Kigali', label: 'Kigali' },
  { zone: 'Africa/Lusaka', label: 'Lusaka' },
  { zone: 'Africa/Harare', label: 'Harare' },
  { zone: 'Africa/Maputo', label: 'Maputo' },
  { zone: 'Africa/Windhoek', label: 'Windhoek' },
  { zone: 'Africa/Johannesburg', label: 'Johannesburg (South Africa)' },
  { zone: 'Africa/Nairobi', label: 'Nairobi, Kampala, Dar es Salaam, Addis Ababa (East Africa)' },
  { zone: 'UTC', label: 'UTC (Coordinated Universal Time)' },
];

/** The browser's own zone ("Africa/Lagos"), or UTC when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The list, with `also` (the browser's zone, or the one an item was saved in) first when it is not in it. */
export function timeZoneChoices(...also: (string | null | undefined)[]): { zone: string; label: string }[] {
  const extra = [...new Set(also.filter((zone): zone is string => !!zone && !TIME_ZONES.some((entry) => entry.zone === zone)))];
  return [...extra.map((zone) => ({ zone, label: zone.replaceAll('_', ' ') })), ...TIME_ZONES];
}
