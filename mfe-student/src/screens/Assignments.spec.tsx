import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, signInAs } from '../testing/fakeData.js';
import { daysFromNow, NO_COHORT, overview, summary } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderAt.js';

const LIST = [
  summary({ id: 'as-3', title: 'Poster', dueAt: daysFromNow(20) }),
  summary({ id: 'as-1', title: 'Reading log', dueAt: daysFromNow(-20), status: 'graded', grade: 18, maxPoints: 20 }),
  summary({ id: 'as-2', title: 'Literature map', dueAt: daysFromNow(-2), overdue: true }),
  summary({ id: 'as-4', title: 'Lab notebook', dueAt: daysFromNow(-5), status: 'late' }),
  summary({ id: 'as-5', title: 'Research question', dueAt: daysFromNow(4), status: 'returned' }),
];

function open(given: GivenOperations, path = '/student/assignments') {
  const fake = installFakeData({ getStudentOverview: vi.fn().mockResolvedValue(overview()), ...given });
  renderAt(path);
  return fake;
}

/** Each row's title, status words and grade, as a reader meets them. */
function rows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [within(row).getByRole('rowheader').querySelector('a')?.textContent, cells[1]?.textContent, cells[2]?.textContent];
    });
}

describe('The assignment list', () => {
  beforeEach(() => signInAs('student'));

  it('lists every assignment by due date with its status, overdue work and grades', async () => {
    open({ listStudentAssignments: vi.fn().mockResolvedValue({ items: LIST }) });
    expect(await screen.findByRole('table', { name: 'Assignments: All' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Reading log', 'Graded', '18 / 20'],
      ['Lab notebook', 'Late', 'No grade'],
      ['Literature map', 'To doOverdue', 'No grade'],
      ['Research question', 'Returned', 'No grade'],
      ['Poster', 'To do', 'No grade'],
    ]);
    expect(screen.getByRole('link', { name: 'Literature map' }).getAttribute('href')).toBe('/student/assignments/as-2');
    expect(screen.getByText('Overdue').className).toContain('badge--danger');
    expect(screen.getByText(/was due 2 days ago/)).toBeTruthy();
    expect(screen.getAllByText(/\(Nairobi time\)/)).toHaveLength(5);
  });

  it('shows work set before the student joined as not theirs to owe: neither to do, overdue nor done', async () => {
    const before = summary({ id: 'as-0', title: 'Orientation essay', dueAt: daysFromNow(-40), setBeforeJoining: true });
    open({ listStudentAssignments: vi.fn().mockResolvedValue({ items: [before, ...LIST] }) });
    await screen.findByRole('table', { name: 'Assignments: All' });
    expect(rows()[0]).toEqual(['Orientation essay', 'Set before you joined', 'No grade']);
    expect(screen.queryByText(/was due 40 days ago/)).toBeNull();
    const filters = screen.getByRole('group', { name: 'Show' });
    expect(within(filters).getByRole('button', { name: 'To do (3)' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'Done (2)' })).toBeTruthy();
  });

  it('filters to work still to do and to work done, keeping the choice in the address', async () => {
    open({ listStudentAssignments: vi.fn().mockResolvedValue({ items: LIST }) });
    const filters = await screen.findByRole('group', { name: 'Show' });

    fireEvent.click(within(filters).getByRole('button', { name: 'To do (3)' }));
    expect(rows().map(([title]) => title)).toEqual(['Literature map', 'Research question', 'Poster']);
    expect(within(filters).getByRole('button', { name: 'To do (3)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/student/assignments?show=to-do');

    fireEvent.click(within(filters).getByRole('button', { name: 'Done (2)' }));
    expect(rows().map(([title]) => title)).toEqual(['Reading log', 'Lab notebook']);

    fireEvent.click(within(filters).getByRole('button', { name: 'All (5)' }));
    expect(rows()).toHaveLength(5);
    expect(screen.getByTestId('location').textContent).toBe('/student/assignments');
  });

  it('opens on the filter the address names, and says when it shows nothing', async () => {
    open({ listStudentAssignments: vi.fn().mockResolvedValue({ items: [LIST[1]] }) }, '/student/assignments?show=to-do');
    expect(await screen.findByText('Nothing to do: every assignment is handed in.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has an empty state for a cohort without assignments', async () => {
    open({ listStudentAssignments: vi.fn().mockResolvedValue({ items: [] }) });
    expect(await screen.findByText('Your cohort has no assignments yet.')).toBeTruthy();
  });

  it('tells a student without a cohort that staff add them', async () => {
    open({
      listStudentAssignments: vi.fn().mockResolvedValue({ items: [] }),
      getStudentOverview: vi.fn().mockResolvedValue(NO_COHORT),
    });
    expect(await screen.findByText('You are not in a cohort yet.')).toBeTruthy();
  });

  it('shows a failure with Retry, which loads again', async () => {
    const listStudentAssignments = vi
      .fn<OperationFake<'listStudentAssignments'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Try again soon.'))
      .mockResolvedValueOnce({ items: LIST });
    open({ listStudentAssignments });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your assignments could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
