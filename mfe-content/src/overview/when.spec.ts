import { describe, expect, it } from 'vitest';
import { formatMoment, fromNow } from './when.js';

const now = new Date('2026-11-20T10:00:00.000Z');

describe('fromNow', () => {
  it.each([
    ['2026-11-20T10:20:00.000Z', 'in 20 minutes'],
    ['2026-11-20T07:00:00.000Z', '3 hours ago'],
    ['2026-11-21T10:00:00.000Z', 'tomorrow'],
    ['2026-11-23T12:00:00.000Z', 'in 3 days'],
    ['2026-12-18T10:00:00.000Z', 'in 4 weeks'],
    ['2027-05-20T10:00:00.000Z', 'in 6 months'],
  ])('%s is %s', (iso, words) => expect(fromNow(iso, now)).toBe(words));

  it('says nothing for a missing or broken date', () => {
    expect(fromNow(null, now)).toBe('');
    expect(fromNow('soon', now)).toBe('');
  });
});

describe('formatMoment', () => {
  it('shows the moment as clocks in the given zone show it', () => {
    expect(formatMoment('2026-12-04T08:00:00.000Z', 'Africa/Lagos')).toBe('Fri, 4 Dec 2026, 09:00');
    expect(formatMoment('2026-12-04T08:00:00.000Z', 'Africa/Nairobi')).toBe('Fri, 4 Dec 2026, 11:00');
  });
});
