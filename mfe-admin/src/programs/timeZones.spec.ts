import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from './timeZones.js';

describe('TIME_ZONES', () => {
  it('offers Nairobi first, African zones, UTC and London, each known to Intl and listed once', () => {
    const zones = TIME_ZONES.map((entry) => entry.zone);
    expect(zones[0]).toBe('Africa/Nairobi');
    expect(zones).toEqual(expect.arrayContaining(['Africa/Lagos', 'Africa/Johannesburg', 'UTC', 'Europe/London']));
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.every((zone) => zone === 'UTC' || zone === 'Europe/London' || zone.startsWith('Africa/'))).toBe(true);
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});
