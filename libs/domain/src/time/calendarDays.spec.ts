import { describe, expect, it } from 'vitest';
import { addDays, dayBeginsAt, dayIn, daysBetween, isDay, weekdayOf, weekStart } from './calendarDays.js';

describe('calendar days', () => {
  it('knows real days from look-alikes', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-13-01')).toBe(false);
    expect(isDay('2027-3-1')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2027-03-01', '2027-04-01')).toBe(31);
    expect(daysBetween('2027-04-01', '2027-03-01')).toBe(-31);
  });

  it('counts weeks from Monday', () => {
    expect(weekdayOf('2027-03-01')).toBe(0); // a Monday
    expect(weekdayOf('2027-03-07')).toBe(6); // a Sunday
    expect(weekdayOf('1969-12-28')).toBe(6); // before 1970 too
    expect(weekStart('2027-03-07')).toBe('2027-03-01');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('puts an instant on the day the programme’s clocks show, across midnight', () => {
    // 22:15 UTC on 1 March is already 01:15 on 2 March in Nairobi (UTC+3), still 1 March in Lagos (UTC+1).
    expect(dayIn('2027-03-01T22:15:00.000Z', 'Africa/Nairobi')).toBe('2027-03-02');
    expect(dayIn('2027-03-01T22:15:00.000Z', 'Africa/Lagos')).toBe('2027-03-01');
    expect(dayIn('2027-03-01T22:15:00.000Z', 'UTC')).toBe('2027-03-01');
    expect(dayIn('not a date', 'Africa/Nairobi')).toBe('');
  });

  it('begins a day at the programme’s midnight, in zones without clock changes and with them', () => {
    expect(dayBeginsAt('2027-03-02', 'Africa/Nairobi')).toBe('2027-03-01T21:00:00.000Z');
    expect(dayBeginsAt('2027-03-02', 'Africa/Accra')).toBe('2027-03-02T00:00:00.000Z');
    // Days are whole days in a zone without clock changes: the next one begins 24 hours later.
    expect(Date.parse(dayBeginsAt('2027-03-03', 'Africa/Lagos')!) - Date.parse(dayBeginsAt('2027-03-02', 'Africa/Lagos')!)).toBe(
      86_400_000,
    );
    // London's clocks go forward on 28 March 2027: that day is 23 hours long.
    expect(
      Date.parse(dayBeginsAt('2027-03-29', 'Europe/London')!) - Date.parse(dayBeginsAt('2027-03-28', 'Europe/London')!),
    ).toBe(23 * 3_600_000);
    expect(dayBeginsAt('2027-02-30', 'Africa/Nairobi')).toBeNull();
  });
});
