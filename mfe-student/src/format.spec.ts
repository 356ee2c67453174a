import { describe, expect, it } from 'vitest';
import { dueInWords, formatDeadline, formatGrade, fromNow } from './format.js';

// 09:00 in Nairobi (UTC+3) on Monday 1 March 2027.
const NOW = Date.parse('2027-03-01T06:00:00.000Z');
const ZONE = 'Africa/Nairobi';

describe('dates as students read them', () => {
  it('names the programme’s zone beside a deadline shown in it', () => {
    expect(formatDeadline('2027-03-31T20:59:00.000Z', ZONE)).toBe('31 March 2027, 23:59 (Nairobi time)');
    expect(formatDeadline(null, ZONE)).toBe('');
  });

  it('counts calendar days in the programme’s zone, hours within the day, weeks past a fortnight', () => {
    // 23:30 the same evening in Nairobi.
    expect(fromNow('2027-03-01T20:30:00.000Z', ZONE, NOW)).toBe('in 15 hours');
    // 01:00 the next morning in Nairobi: under a day away but already tomorrow there.
    expect(fromNow('2027-03-01T22:00:00.000Z', ZONE, NOW)).toBe('tomorrow');
    expect(fromNow('2027-03-03T20:59:00.000Z', ZONE, NOW)).toBe('in 2 days');
    expect(fromNow('2027-02-26T20:59:00.000Z', ZONE, NOW)).toBe('3 days ago');
    expect(fromNow('2027-03-29T20:59:00.000Z', ZONE, NOW)).toBe('in 4 weeks');
    expect(fromNow('2027-03-01T06:20:00.000Z', ZONE, NOW)).toBe('in 20 minutes');
  });

  it('words a deadline as due or past due', () => {
    expect(dueInWords('2027-03-03T20:59:00.000Z', ZONE, NOW)).toBe('due in 2 days');
    expect(dueInWords('2027-02-28T20:59:00.000Z', ZONE, NOW)).toBe('was due yesterday');
  });

  it('shows a grade out of its points', () => expect(formatGrade(18, 20)).toBe('18 / 20'));
});
