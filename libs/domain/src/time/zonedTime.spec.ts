import { describe, expect, it } from 'vitest';
import { isoToZonedLocal, zonedLocalToIso } from './zonedTime.js';

describe('zonedLocalToIso and isoToZonedLocal', () => {
  // Expected instants worked out by hand from each zone's offset on that date.
  it.each([
    ['2027-01-31T23:59', 'Africa/Nairobi', '2027-01-31T20:59:00.000Z'],
    ['2027-01-31T23:59', 'Africa/Lagos', '2027-01-31T22:59:00.000Z'],
    ['2027-01-31T23:59', 'UTC', '2027-01-31T23:59:00.000Z'],
    ['2027-01-31T23:59', 'Africa/Johannesburg', '2027-01-31T21:59:00.000Z'],
    ['2027-01-31T23:59', 'Europe/London', '2027-01-31T23:59:00.000Z'],
    ['2027-07-15T09:30', 'Europe/London', '2027-07-15T08:30:00.000Z'],
    ['2027-01-01T00:30', 'Africa/Nairobi', '2026-12-31T21:30:00.000Z'],
    ['2028-02-29T12:00', 'Africa/Accra', '2028-02-29T12:00:00.000Z'],
    ['2026-12-04T09:00', 'Africa/Lagos', '2026-12-04T08:00:00.000Z'],
  ])('%s in %s is %s, and back', (local, zone, iso) => {
    expect(zonedLocalToIso(local, zone)).toBe(iso);
    expect(isoToZonedLocal(iso, zone)).toBe(local);
  });

  it('gives the same instant whatever zone the wall time is read in, across a date line', () => {
    const iso = '2027-03-01T22:15:00.000Z';
    expect(isoToZonedLocal(iso, 'Africa/Nairobi')).toBe('2027-03-02T01:15');
    expect(isoToZonedLocal(iso, 'UTC')).toBe('2027-03-01T22:15');
    expect(zonedLocalToIso('2027-03-02T01:15', 'Africa/Nairobi')).toBe(iso);
  });

  it('moves a time skipped when London clocks go forward to after the change, and takes the first of a repeated one', () => {
    // 28 March 2027: 01:00 GMT becomes 02:00 BST, so 01:30 never happens; it counts as 02:30 BST.
    expect(zonedLocalToIso('2027-03-28T01:30', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    // 31 October 2027: 02:00 BST becomes 01:00 GMT, so 01:30 happens twice; the first is still in BST.
    expect(zonedLocalToIso('2027-10-31T01:30', 'Europe/London')).toBe('2027-10-31T00:30:00.000Z');
    expect(zonedLocalToIso('2027-10-31T03:00', 'Europe/London')).toBe('2027-10-31T03:00:00.000Z');
  });

  it('accepts seconds, and refuses dates that do not exist, malformed text and unknown zones', () => {
    expect(zonedLocalToIso('2027-01-31T23:59:30', 'Africa/Nairobi')).toBe('2027-01-31T20:59:30.000Z');
    expect(zonedLocalToIso('2027-02-30T10:00', 'Africa/Nairobi')).toBeNull();
    expect(zonedLocalToIso('2027-01-31T24:00', 'Africa/Nairobi')).toBeNull();
    expect(zonedLocalToIso('31/01/2027 23:59', 'Africa/Nairobi')).toBeNull();
    expect(zonedLocalToIso('tomorrow', 'Africa/Nairobi')).toBeNull();
    expect(zonedLocalToIso('', 'Africa/Nairobi')).toBeNull();
    expect(zonedLocalToIso('2027-01-31T23:59', 'Mars/Olympus_Mons')).toBeNull();
    expect(isoToZonedLocal(null, 'Africa/Nairobi')).toBe('');
    expect(isoToZonedLocal('not a date', 'Africa/Nairobi')).toBe('');
    expect(isoToZonedLocal('2027-01-31T20:59:00.000Z', 'Mars/Olympus_Mons')).toBe('');
  });
});
