import { describe, expect, it } from 'vitest';
import { formatInZone } from './format.js';

describe('formatInZone', () => {
  it('shows an instant as the clocks of a zone show it, naming the zone', () => {
    expect(formatInZone('2026-12-04T08:00:00.000Z', 'Africa/Lagos')).toBe('Fri 4 Dec 2026, 09:00 (Lagos time)');
    expect(formatInZone('not a date', 'Africa/Lagos')).toBe('');
  });
});
