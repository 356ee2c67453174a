import { describe, expect, it } from 'vitest';
import { cohortDaysApart, dateFit, planCohortCopy, shiftByDays } from './cohortCopy.js';

describe('cohortDaysApart', () => {
  it('counts calendar days, across a leap day and backwards', () => {
    expect(cohortDaysApart('2026-09-01', '2027-09-01')).toBe(365);
    expect(cohortDaysApart('2027-09-01', '2028-09-01')).toBe(366);
    expect(cohortDaysApart('2027-09-06', '2027-09-01')).toBe(-5);
    expect(cohortDaysApart('2027-09-01', '2027-09-01')).toBe(0);
  });

  it('gives null for what is not a calendar day', () => {
    expect(cohortDaysApart('', '2027-09-01')).toBeNull();
    expect(cohortDaysApart('2027-09-01', '1 Sept 2027')).toBeNull();
  });
});

describe('shiftByDays', () => {
  it('keeps the time of day in the programme’s zone', () => {
    // 09:00 in Nairobi (UTC+3) on 1 September 2026 → 09:00 there 370 days later.
    expect(shiftByDays('2026-09-01T06:00:00.000Z', 370, 'Africa/Nairobi')).toBe('2027-09-06T06:00:00.000Z');
  });

  it('keeps the wall-clock time across a clock change, where 24-hour days would move it an hour', () => {
    // 09:00 GMT on 1 March 2027 is 09:00 BST (08:00 UTC) on 1 April 2027.
    expect(shiftByDays('2027-03-01T09:00:00.000Z', 31, 'Europe/London')).toBe('2027-04-01T08:00:00.000Z');
    expect(shiftByDays('2027-04-01T08:00:00.000Z', -31, 'Europe/London')).toBe('2027-03-01T09:00:00.000Z');
  });

  it('keeps a date that moves to the previous day in UTC on its own day in the zone', () => {
    // 00:30 on 2 January in Nairobi is 21:30 UTC on 1 January.
    expect(shiftByDays('2027-01-01T21:30:00.000Z', 7, 'Africa/Nairobi')).toBe('2027-01-08T21:30:00.000Z');
  });

  it('keeps seconds and milliseconds, and moves nothing by zero days', () => {
    expect(shiftByDays('2027-01-31T20:59:59.500Z', 1, 'Africa/Nairobi')).toBe('2027-02-01T20:59:59.500Z');
    expect(shiftByDays('2027-01-31T20:59:00.000Z', 0, 'Africa/Nairobi')).toBe('2027-01-31T20:59:00.000Z');
  });

  it('moves by whole 24-hour days in an unknown zone', () => {
    expect(shiftByDays('2027-01-31T20:59:00.000Z', 2, 'Not/AZone')).toBe('2027-02-02T20:59:00.000Z');
  });
});

describe('dateFit', () => {
  const cohort = { startsOn: '2027-09-01', endsOn: '2028-06-30' };
  it('reads the day in the programme’s zone, the start and end days included', () => {
    expect(dateFit('2027-09-01T06:00:00.000Z', 'Africa/Nairobi', cohort)).toBe('within');
    // 23:30 UTC on 31 August is already 1 September in Nairobi.
    expect(dateFit('2027-08-31T23:30:00.000Z', 'Africa/Nairobi', cohort)).toBe('within');
    expect(dateFit('2027-08-31T23:30:00.000Z', 'UTC', cohort)).toBe('beforeStart');
    expect(dateFit('2028-06-30T20:59:00.000Z', 'Africa/Nairobi', cohort)).toBe('within');
    expect(dateFit('2028-06-30T21:00:00.000Z', 'Africa/Nairobi', cohort)).toBe('afterEnd');
  });
});

describe('planCohortCopy', () => {
  const zone = 'Africa/Nairobi';
  const source = { startsOn: '2026-09-01', endsOn: '2027-06-30' };

  it('moves every date by the days between the start dates and marks those outside the new cohort', () => {
    const plan = planCohortCopy({
      source,
      // A shorter cohort, starting 7 days later in the next year: 371 days on.
      target: { startsOn: '2027-09-07', endsOn: '2028-05-31' },
      zone,
      modules: [
        { id: 'm-1', title: 'Welcome', at: '2026-09-01T06:00:00.000Z' },
        { id: 'm-0', title: 'Before we start', at: '2026-08-25T06:00:00.000Z' },
      ],
      assignments: [
        { id: 'a-1', title: 'Essay', at: '2026-10-01T20:59:00.000Z' },
        { id: 'a-2', title: 'Final report', at: '2027-06-15T20:59:00.000Z' },
      ],
    });
    expect(plan).toEqual({
      days: 371,
      modules: [
        { id: 'm-1', title: 'Welcome', from: '2026-09-01T06:00:00.000Z', to: '2027-09-07T06:00:00.000Z', fit: 'within' },
        {
          id: 'm-0',
          title: 'Before we start',
          from: '2026-08-25T06:00:00.000Z',
          to: '2027-08-31T06:00:00.000Z',
          fit: 'beforeStart',
        },
      ],
      assignments: [
        { id: 'a-1', title: 'Essay', from: '2026-10-01T20:59:00.000Z', to: '2027-10-07T20:59:00.000Z', fit: 'within' },
        {
          id: 'a-2',
          title: 'Final report',
          from: '2027-06-15T20:59:00.000Z',
          to: '2028-06-20T20:59:00.000Z',
          fit: 'afterEnd',
        },
      ],
      outside: 2,
    });
  });

  it('moves dates earlier when the new cohort starts before the old one', () => {
    const plan = planCohortCopy({
      source,
      target: { startsOn: '2026-08-01', endsOn: '2027-05-31' },
      zone,
      modules: [{ id: 'm-1', title: 'Welcome', at: '2026-09-01T06:00:00.000Z' }],
      assignments: [],
    });
    expect(plan?.days).toBe(-31);
    expect(plan?.modules[0]?.to).toBe('2026-08-01T06:00:00.000Z');
    expect(plan?.outside).toBe(0);
  });

  it('plans nothing without start dates to shift from', () => {
    const items = { zone, modules: [], assignments: [] };
    expect(
      planCohortCopy({ ...items, source: { startsOn: '' }, target: { startsOn: '2027-09-01', endsOn: '2028-06-30' } }),
    ).toBeNull();
    expect(planCohortCopy({ ...items, source, target: { startsOn: '', endsOn: '2028-06-30' } })).toBeNull();
  });
});
