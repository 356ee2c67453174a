import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './timeZones.js';

describe('timeZoneChoices', () => {
  it('offers the browser zone first when the list does not have it, and only once', () => {
    const zones = timeZoneChoices('America/New_York', 'America/New_York', 'Africa/Lagos').map((choice) => choice.zone);
    expect(zones[0]).toBe('America/New_York');
    expect(zones.filter((zone) => zone === 'Africa/Lagos')).toHaveLength(1);
    expect(zones).toContain('UTC');
  });
});
