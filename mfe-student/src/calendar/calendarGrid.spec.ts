import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '@sla/data';
import { itemsByDay, monthWeeks, moveBy, placeFrom, searchOf, shownRange, weekDays } from './calendarGrid.js';

const due = (id: string, at: string): CalendarItem => ({
  kind: 'assignment_due',
  id,
  title: id,
  at,
  lateAccepted: false,
  status: 'to_do',
  overdue: false,
  setBeforeJoining: false,
});

describe('the month grid', () => {
  it('starts each week on Monday and fills the first and last weeks from the months either side', () => {
    const weeks = monthWeeks('2027-03-17');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07']);
    expect(weeks[4]).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02', '2027-04-03', '2027-04-04']);
  });

  it('has four rows for a February starting on Monday, six for a month starting on Sunday', () => {
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
    const august = monthWeeks('2027-08-10'); // 1 August 2027 is a Sunday
    expect(august).toHaveLength(6);
    expect(august[0]![0]).toBe('2027-07-26');
    expect(august[0]![6]).toBe('2027-08-01');
    expect(august[5]![0]).toBe('2027-08-30');
  });

  it('handles a leap February and the turn of the year', () => {
    expect(monthWeeks('2028-02-15').flat()).toContain('2028-02-29');
    expect(monthWeeks('2027-01-05')[0]![0]).toBe('2026-12-28');
    expect(shownRange({ view: 'month', day: '2026-12-05' })).toEqual({ from: '2026-11-30', to: '2027-01-03' });
  });

  it('asks for six weeks at most, the service’s limit', () => {
    for (let month = 1; month <= 12; month += 1) {
      const { from, to } = shownRange({ view: 'month', day: `2027-${String(month).padStart(2, '0')}-15` });
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      expect(days % 7).toBe(0);
      expect(days).toBeLessThanOrEqual(42);
    }
  });
});

describe('the week', () => {
  it('is Monday to Sunday around the day, across a month’s end', () => {
    expect(weekDays('2027-03-31')).toEqual([
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
      '2027-04-03',
      '2027-04-04',
    ]);
    expect(weekDays('2027-04-04')[0]).toBe('2027-03-29');
    expect(shownRange({ view: 'week', day: '2027-01-01' })).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe('Previous and Next', () => {
  it('move a week, or a month keeping the day where the month has it', () => {
    expect(moveBy({ view: 'week', day: '2027-03-29' }, 1)).toEqual({ view: 'week', day: '2027-04-05' });
    expect(moveBy({ view: 'month', day: '2027-03-15' }, -1)).toEqual({ view: 'month', day: '2027-02-15' });
    expect(moveBy({ view: 'month', day: '2027-01-31' }, 1)).toEqual({ view: 'month', day: '2027-02-28' });
    expect(moveBy({ view: 'month', day: '2028-03-31' }, -1)).toEqual({ view: 'month', day: '2028-02-29' });
    expect(moveBy({ view: 'month', day: '2027-12-10' }, 1)).toEqual({ view: 'month', day: '2028-01-10' });
    expect(moveBy({ view: 'month', day: '2027-01-10' }, -1)).toEqual({ view: 'month', day: '2026-12-10' });
  });
});

describe('the address', () => {
  it('reads the view and the day, falling back to today’s month', () => {
    expect(placeFrom(new URLSearchParams('view=week&date=2027-03-04'), '2027-05-01')).toEqual({
      view: 'week',
      day: '2027-03-04',
    });
    expect(placeFrom(new URLSearchParams('view=year&date=2027-02-30'), '2027-05-01')).toEqual({
      view: 'month',
      day: '2027-05-01',
    });
    expect(placeFrom(new URLSearchParams(''), '2027-05-01')).toEqual({ view: 'month', day: '2027-05-01' });
  });

  it('writes it back, leaving the default view unsaid', () => {
    expect(searchOf({ view: 'week', day: '2027-03-04' })).toBe('?view=week&date=2027-03-04');
    expect(searchOf({ view: 'month', day: '2027-03-04' })).toBe('?date=2027-03-04');
  });
});

describe('items by day', () => {
  const march = { from: '2027-03-01', to: '2027-04-04' };

  it('puts a time on the programme’s day: 22:15 UTC is the next day in Nairobi, the same day in Lagos', () => {
    const items = [due('late-evening', '2027-03-01T22:15:00.000Z')];
    expect([...itemsByDay(items, 'Africa/Nairobi', march).keys()]).toEqual(['2027-03-02']);
    expect([...itemsByDay(items, 'Africa/Lagos', march).keys()]).toEqual(['2027-03-01']);
  });

  it('keeps whole days as they are, puts a long event on each of its days, and drops what is outside', () => {
    const event: CalendarItem = {
      kind: 'event',
      id: 'camp',
      slug: 'camp',
      title: 'Camp',
      at: '2027-02-27T06:00:00.000Z',
      endsAt: '2027-03-02T15:00:00.000Z',
      online: false,
      location: null,
      language: 'en',
    };
    const start: CalendarItem = { kind: 'cohort_starts', id: 'c', title: 'StepUp 2027', day: '2027-03-01' };
    const byDay = itemsByDay([start, event, due('april', '2027-04-20T09:00:00.000Z')], 'Africa/Nairobi', march);
    expect([...byDay.keys()]).toEqual(['2027-03-01', '2027-03-02']);
    expect(byDay.get('2027-03-01')!.map((item) => item.id)).toEqual(['c', 'camp']);
  });
});
