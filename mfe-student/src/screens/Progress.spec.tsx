import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, signInAs } from '../testing/fakeData.js';
import { daysFromNow, modules, NO_COHORT, overview, studentModule, summary, upcoming } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderAt.js';

const FEEDBACK = {
  assignmentId: 'as-2',
  title: 'Lab notebook',
  state: 'returned' as const,
  grade: null,
  maxPoints: 20,
  feedback: 'Add the dates of each entry.',
  markedAt: '2027-03-02T10:00:00.000Z',
};

function open(given: GivenOperations) {
  const fake = installFakeData({
    getStudentOverview: vi.fn().mockResolvedValue(overview({ recentFeedback: [FEEDBACK] })),
    listStudentAssignments: vi.fn().mockResolvedValue({
      items: [
        summary({ id: 'as-1', title: 'Reading log', status: 'graded', grade: 18, dueAt: daysFromNow(-9) }),
        summary({ id: 'as-2', title: 'Lab notebook', status: 'returned', dueAt: daysFromNow(3) }),
      ],
    }),
    listStudentModules: vi.fn().mockResolvedValue(
      modules({
        opened: [
          studentModule({ doneAt: '2027-01-12T08:00:00.000Z' }),
          studentModule({ id: 'mod-2', position: 2, title: 'Asking good questions' }),
        ],
        upcoming: [upcoming()],
      }),
    ),
    ...given,
  });
  renderAt('/student/progress');
  return fake;
}

describe('Progress', () => {
  beforeEach(() => signInAs('student'));

  it('shows the bar and its figures, every assignment, the modules done, what is due and recent feedback', async () => {
    open({});
    expect(await screen.findByRole('progressbar', { name: 'Programme progress: 36%' })).toBeTruthy();
    expect(screen.getByText('Work handed in').nextElementSibling?.textContent).toBe('3 of 6');

    const table = await screen.findByRole('table', { name: 'Every assignment' });
    const titles = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('a')?.textContent);
    expect(titles).toEqual(['Reading log', 'Lab notebook']);
    expect(within(table).getByText('18 / 20')).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Modules' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '✓Module 1: Welcome to researchDone on 12 January 2027',
      'Module 2: Asking good questionsNot done yet',
      'Module 9: Presenting your workOpens on 1 June 2027',
    ]);

    expect(within(screen.getByRole('list', { name: 'Due next' })).getByRole('link', { name: 'Research question' })).toBeTruthy();
    const feedback = screen.getByRole('list', { name: 'Recent feedback' });
    expect(within(feedback).getByText('Returned for changes')).toBeTruthy();
    expect(within(feedback).getByText('Add the dates of each entry.')).toBeTruthy();
  });

  it('keeps the rest of the screen when one part fails, and retries that part', async () => {
    const listStudentAssignments = vi
      .fn<OperationFake<'listStudentAssignments'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Try again soon.'))
      .mockResolvedValueOnce({ items: [summary()] });
    open({ listStudentAssignments });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your assignments could not be loaded')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Programme progress: 36%' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Every assignment' })).toBeTruthy();
  });

  it('says when there is nothing due and no feedback yet', async () => {
    open({
      getStudentOverview: vi.fn().mockResolvedValue(overview({ dueNext: [] })),
      listStudentAssignments: vi.fn().mockResolvedValue({ items: [] }),
    });
    expect(await screen.findByText('Nothing is waiting for you right now.')).toBeTruthy();
    expect(screen.getByText(/No feedback yet/)).toBeTruthy();
    expect(await screen.findByText('Your cohort has no assignments yet.')).toBeTruthy();
  });

  it('tells a student without a cohort that staff add them, loading nothing else', async () => {
    const fake = open({ getStudentOverview: vi.fn().mockResolvedValue(NO_COHORT) });
    expect(await screen.findByText('You are not in a cohort yet.')).toBeTruthy();
    expect(fake.listStudentAssignments).not.toHaveBeenCalled();
  });

  it('shows a failure of the overview with Retry', async () => {
    open({ getStudentOverview: vi.fn().mockRejectedValue(new DataError('unavailable', 'Try again soon.')) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your progress could not be loaded')).toBeTruthy();
  });
});
