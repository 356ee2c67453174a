import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, readingTime, windowSentence, windowShort, zoneName } from './format.js';

describe('dates and windows', () => {
  it('formats in the zone asked for, not the visitor’s', () => {
    expect(formatDate('2026-12-15T21:30:00.000Z', 'Africa/Nairobi')).toBe('16 December 2026');
    expect(formatDate('2026-12-15T21:30:00.000Z', 'UTC')).toBe('15 December 2026');
    expect(formatDateTime('2026-12-15T20:59:00.000Z', 'Africa/Nairobi')).toBe('15 December 2026 at 23:59');
    expect(formatDate('not a date')).toBe('');
    // An unknown zone still gives a date rather than throwing.
    expect(formatDate('2026-12-15T12:00:00.000Z', 'Mars/Olympus')).toMatch(/December 2026/);
  });

  it('names zones by their city', () => {
    expect(zoneName('Africa/Dar_es_Salaam')).toBe('Dar es Salaam time');
    expect(zoneName('UTC')).toBe('UTC');
  });

  it('describes every window state', () => {
    const zone = { timeZone: 'Africa/Nairobi', opensAt: null, closesAt: null };
    expect(windowShort({ ...zone, state: 'open' })).toBe('Open until further notice');
    expect(windowShort({ ...zone, state: 'upcoming' })).toBe('Opening soon');
    expect(windowShort({ ...zone, state: 'closed' })).toBe('Not taking applications');
    expect(windowSentence({ ...zone, state: 'open' })).toBe('Applications are open until further notice.');
    expect(
      windowSentence({ ...zone, state: 'upcoming', opensAt: '2027-01-04T06:00:00.000Z', closesAt: '2027-02-28T20:59:00.000Z' }),
    ).toBe('Applications open on 4 January 2027 at 09:00 and close on 28 February 2027 at 23:59 (Nairobi time).');
  });

  it('reads reading time', () => {
    expect(readingTime(0)).toBe('1 min read');
  });
});
