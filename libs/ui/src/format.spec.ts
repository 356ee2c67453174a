import { describe, expect, it } from 'vitest';
import { dateFormatter, formatCalendarDate, formatDate } from './format.js';

describe('format', () => {
  it('formats an instant as a day in the zone given', () => {
    expect(formatDate('2027-01-31T22:30:00Z', 'UTC')).toBe('31 January 2027');
    expect(formatDate('2027-01-31T22:30:00Z', 'Africa/Nairobi')).toBe('1 February 2027');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('falls back to the reader’s zone for an unknown one, and reuses formatters', () => {
    expect(formatDate('2027-01-15T12:00:00Z', 'Nowhere/Atlantis')).toBe('15 January 2027');
    expect(dateFormatter({ day: 'numeric' }, 'UTC')).toBe(dateFormatter({ day: 'numeric' }, 'UTC'));
  });

  it('formats a calendar date without moving it a day', () => {
    expect(formatCalendarDate('2008-05-17')).toBe('17 May 2008');
    expect(formatCalendarDate('sometime')).toBe('sometime');
  });
});
