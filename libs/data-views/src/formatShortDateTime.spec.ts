import { describe, expect, it } from 'vitest';
import { readerTimeZone, zoneName } from '@sla/domain';
import { formatShortDateTime } from './formatShortDateTime.js';

describe('formatShortDateTime', () => {
  it('shows a time in the zone its subject gives, always naming the zone', () => {
    const at = '2027-01-31T20:59:00.000Z';
    expect(formatShortDateTime(at, { programmeZone: 'Africa/Nairobi' })).toBe('31 Jan 2027, 23:59 (Nairobi time)');
    expect(formatShortDateTime(at, { chosenZone: 'Africa/Lagos' })).toBe('31 Jan 2027, 21:59 (Lagos time)');
    expect(formatShortDateTime(at, { chosenZone: 'UTC' })).toBe('31 Jan 2027, 20:59 (UTC)');
    expect(formatShortDateTime(at, 'happened')).toMatch(new RegExp(`\\(${zoneName(readerTimeZone())}\\)$`));
    expect(formatShortDateTime(undefined, 'happened')).toBe('');
  });
});
