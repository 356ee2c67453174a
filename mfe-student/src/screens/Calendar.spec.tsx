import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type CalendarItem, type StudentCalendar } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { deferred, installFakeData, signInAs } from '../testing/fakeData.js';
import { COHORT } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderAt.js';

// Wednesday 10 March 2027, 09:00 UTC (12:00 in Nairobi).
const NOW = new Date('2027-03-10T09:00:00.000Z');

const ESSAY: CalendarItem = {
  kind: 'assignment_due',
  id: 'as-1',
  title: 'Essay',
  at: '2027-03-12T20:59:00.000Z',
  lateAccepted: true,
  status: 'to_do',
  overdue: false,
  setBeforeJoining: false,
};
const LATE_EVENING: CalendarItem = {
  ...ESSAY,
  id: 'as-2',
  title: 'Lab notebook',
  at: '2027-03-01T22:15:00.000Z',
  lateAccepted: false,
};
const READING: CalendarItem = {
  kind: 'module_opens',
  id: 'm-2',
  title: 'Reading papers',
  position: 2,
  at: '2027-03-10T05:00:00.000Z',
};
const CAFE: CalendarItem = {
  kind: 'event',
  id: 'e-1',
  slug: 'science-cafe',
  title: 'Science café',
  at: '2027-03-20T15:00:00.000Z',
  endsAt: null,
  online: true,
  location: null,
  language: 'en',
};

const answer = (items: CalendarItem[]): StudentCalendar => ({ cohort: COHORT, items });

function open(path: string, getStudentCalendar: OperationFake<'getStudentCalendar'>) {
  const fake = installFakeData({ getStudentCalendar });
  renderAt(path);
  return fake;
}

/** The items a day's cell of the month holds, by their titles. */
const cellTitles = (label: RegExp) => {
  const cell = screen.getByRole('link', { name: label }).closest('td')!;
  return within(cell)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
};

describe('The calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    signInAs('student');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it is loading, then shows this month from Monday, today marked, items on their days in the programme’s zone', async () => {
    const later = deferred<StudentCalendar>();
    const fake = open('/student/calendar', () => later.promise);
    expect(screen.getByText('Loading your calendar…')).toBeTruthy();
    later.resolve(answer([LATE_EVENING, READING, ESSAY, CAFE]));

    const table = await screen.findByRole('table', { name: 'March 2027' });
    expect(fake.getStudentCalendar).toHaveBeenCalledWith({ query: { from: '2027-03-01', to: '2027-04-04' } });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.querySelector('.visually-hidden')?.textContent);
    expect(headers).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    const today = screen.getByRole('link', { name: /^Wednesday,? 10 March 2027, today: 1 item$/ });
    expect(today.closest('td')!.getAttribute('aria-current')).toBe('date');
    expect(cellTitles(/^Wednesday,? 10 March 2027/)).toEqual(['Reading papers']);
    // 22:15 UTC on 1 March is 01:15 on 2 March in Nairobi.
    expect(cellTitles(/^Monday,? 1 March 2027/)).toEqual([]);
    expect(cellTitles(/^Tuesday,? 2 March 2027/)).toEqual(['Lab notebook']);
    expect(screen.getByRole('link', { name: /^Monday,? 1 March 2027: nothing planned$/ })).toBeTruthy();

    expect(screen.getByText('Times in East Africa Time (Africa/Nairobi)')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Essay' })[0]!.getAttribute('href')).toBe('/student/assignments/as-1');
    expect(screen.getAllByRole('link', { name: 'Reading papers' })[0]!.getAttribute('href')).toBe('/student/program');
    expect(screen.getAllByRole('link', { name: 'Science café' })[0]!.getAttribute('href')).toBe('/get-involved');
    expect(screen.getByRole('button', { name: 'Add due dates to your calendar' })).toBeTruthy();
  });

  it('lists the chosen day’s items with times and the late-work rule, and choosing a day keeps it in the address', async () => {
    open('/student/calendar', async () => answer([READING, ESSAY]));
    const chosen = await screen.findByRole('region', { name: /^Wednesday,? 10 March 2027$/ });
    expect(within(chosen).getByText('08:00')).toBeTruthy();
    expect(within(chosen).getByText('Module 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: /^Friday,? 12 March 2027: 1 item$/ }));
    expect(screen.getByTestId('location').textContent).toBe('/student/calendar?date=2027-03-12');
    const friday = screen.getByRole('region', { name: /^Friday,? 12 March 2027$/ });
    expect(within(friday).getByText('23:59')).toBeTruthy();
    expect(within(friday).getByText(/Late work accepted after this time\./)).toBeTruthy();
    expect(within(friday).getByText('To do')).toBeTruthy();
  });

  it('says when the month has nothing on it', async () => {
    open('/student/calendar', async () => answer([]));
    expect(await screen.findByText('Nothing on your calendar this month.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'March 2027' })).toBeTruthy();
  });

  it('moves by month with Previous, Next and Today, each in the address, asking for each month’s days', async () => {
    const fake = open('/student/calendar', async () => answer([ESSAY]));
    await screen.findByRole('table', { name: 'March 2027' });

    fireEvent.click(screen.getByRole('link', { name: 'Next month' }));
    expect(screen.getByTestId('location').textContent).toBe('/student/calendar?date=2027-04-10');
    expect(await screen.findByRole('table', { name: 'April 2027' })).toBeTruthy();
    expect(fake.getStudentCalendar).toHaveBeenLastCalledWith({ query: { from: '2027-03-29', to: '2027-05-02' } });

    fireEvent.click(screen.getByRole('link', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('link', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'February 2027' })).toBeTruthy();
    expect(fake.getStudentCalendar).toHaveBeenLastCalledWith({ query: { from: '2027-02-01', to: '2027-02-28' } });

    fireEvent.click(screen.getByRole('link', { name: 'Today' }));
    expect(screen.getByTestId('location').textContent).toBe('/student/calendar?date=2027-03-10');
    expect(await screen.findByRole('table', { name: 'March 2027' })).toBeTruthy();
  });

  it('shows the week an address names, each day with its items and times, and switches to the month', async () => {
    const fake = open('/student/calendar?view=week&date=2027-03-11', async () => answer([READING, ESSAY]));
    const week = await screen.findByRole('list', { name: /^8\s?–\s?14 March 2027$/ });
    expect(fake.getStudentCalendar).toHaveBeenCalledWith({ query: { from: '2027-03-08', to: '2027-03-14' } });
    const days = within(week).getAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(7);
    expect(days[0]!.getAttribute('aria-label')).toMatch(/^Monday,? 8 March 2027: nothing planned$/);
    expect(days[2]!.getAttribute('aria-label')).toMatch(/^Wednesday,? 10 March 2027, today: 1 item$/);
    const friday = days[4]!.closest('li')!;
    expect(within(friday).getByText('23:59')).toBeTruthy();
    expect(within(friday).getByRole('link', { name: 'Essay' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Next week' }));
    expect(screen.getByTestId('location').textContent).toBe('/student/calendar?view=week&date=2027-03-18');
    expect(await screen.findByText('Nothing on your calendar this week.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Month' }));
    expect(screen.getByTestId('location').textContent).toBe('/student/calendar?date=2027-03-18');
    expect(await screen.findByRole('table', { name: 'March 2027' })).toBeTruthy();
  });

  it('tells a student without a cohort that staff add them', async () => {
    open('/student/calendar', async () => ({ cohort: null, items: [] }));
    expect(await screen.findByText('You are not in a cohort yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with Retry, which loads again', async () => {
    const getStudentCalendar = vi
      .fn<OperationFake<'getStudentCalendar'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Try again soon.'))
      .mockResolvedValueOnce(answer([ESSAY]));
    open('/student/calendar', getStudentCalendar);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your calendar could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'March 2027' })).toBeTruthy();
  });
});
