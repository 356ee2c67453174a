import { describe, expect, it } from 'vitest';
import { formatInZone } from './format.js';
import { timeZoneChoices } from './timeZones.js';
import { isoToZonedLocal, zonedLocalToIso } from './zonedTime.js';

describe('zoned times', () => {
  it('reads a wall-clock time in the chosen zone, whatever zone the browser is in', () => {
    expect(zonedLocalToIso('2026-12-04T09:00', 'Africa/Lagos')).toBe('2026-12-04T08:00:00.000Z');
    expect(zonedLocalToIso('2026-12-04T09:00', 'Africa/Nairobi')).toBe('2026-12-04T06:00:00.000Z');
    expect(zonedLocalToIso('2026-12-04T09:00', 'UTC')).toBe('2026-12-04T09:00:00.000Z');
  });

  it('takes the later time for one skipped when clocks go forward, the first for one that happens twice', () => {
    expect(zonedLocalToIso('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedLocalToIso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses dates that do not exist and zones nobody knows', () => {
    expect(zonedLocalToIso('2026-02-30T09:00', 'UTC')).toBeNull();
    expect(zonedLocalToIso('tomorrow', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-12-04T09:00', 'Mars/Olympus')).toBeNull();
  });

  it('shows an instant as the clocks of a zone show it, for the input and in words', () => {
    expect(isoToZonedLocal('2026-12-04T08:00:00.000Z', 'Africa/Lagos')).toBe('2026-12-04T09:00');
    expect(isoToZonedLocal(null, 'Africa/Lagos')).toBe('');
    expect(formatInZone('2026-12-04T08:00:00.000Z', 'Africa/Lagos')).toBe('Fri 4 Dec 2026, 09:00 (Africa/Lagos)');
  });

  it('offers the browser zone first when the list does not have it, and only once', () => {
    const zones = timeZoneChoices('America/New_York', 'America/New_York', 'Africa/Lagos').map((choice) => choice.zone);
    expect(zones[0]).toBe('America/New_York');
    expect(zones.filter((zone) => zone === 'Africa/Lagos')).toHaveLength(1);
    expect(zones).toContain('UTC');
  });
});
