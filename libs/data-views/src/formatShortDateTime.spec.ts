import { describe, expect, it } from 'vitest';
import { formatShortDateTime } from './formatShortDateTime.js';

describe('formatShortDateTime', () => {
  it('formats an instant as a short date and time as clocks in the zone given show it', () => {
    expect(formatShortDateTime('2027-01-31T20:59:00.000Z', 'Africa/Nairobi')).toBe('31 Jan 2027, 23:59');
    expect(formatShortDateTime('2027-01-31T20:59:00.000Z', 'Africa/Lagos')).toBe('31 Jan 2027, 21:59');
    expect(formatShortDateTime(undefined)).toBe('');
  });
});
