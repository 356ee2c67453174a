import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { linkAddresses } from '@sla/portal-kit/testing/links';
import type { OperationFake } from '@sla/data/fakes';
import { deferred, installFakeData, signInAs } from '../testing/fakeData.js';
import { daysFromNow, NO_COHORT, overview, summary } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderAt.js';

function open(load: OperationFake<'getStudentOverview'>) {
  const fake = installFakeData({ getStudentOverview: vi.fn(load) });
  renderAt('/student');
  return fake;
}

describe('The student home', () => {
  beforeEach(() => signInAs('student'));

  it('says it is loading until the overview arrives', async () => {
    const pending = deferred<ReturnType<typeof overview>>();
    open(() => pending.promise);
    expect(screen.getByText('Loading your programme…')).toBeTruthy();
    pending.resolve(overview());
    expect(await screen.findByRole('heading', { name: 'What needs doing now' })).toBeTruthy();
    expect(screen.queryByText('Loading your programme…')).toBeNull();
  });

  it('puts work returned for changes first, then the soonest due, with unread mentor messages', async () => {
    open(() =>
      Promise.resolve(
        overview({
          dueNext: [
            summary({ id: 'as-late', title: 'Literature map', dueAt: daysFromNow(-3), overdue: true, lateAccepted: true }),
            summary({ id: 'as-soon', title: 'Research question', dueAt: daysFromNow(2.5) }),
            summary({ id: 'as-back', title: 'Lab notebook', status: 'returned', dueAt: daysFromNow(6) }),
          ],
          unreadMessages: 2,
        }),
      ),
    );

    const work = await screen.findByRole('list', { name: 'Work to do' });
    const items = within(work).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Lab notebook',
      'Literature map',
      'Research question',
    ]);
    expect(within(items[0]!).getByText('Returned')).toBeTruthy();
    expect(within(items[0]!).getByText(/Returned for changes\./)).toBeTruthy();
    expect(within(items[1]!).getByText('Overdue').className).toContain('badge--danger');
    expect(within(items[1]!).getByText(/was due 3 days ago/)).toBeTruthy();
    expect(within(items[2]!).getByText(/due in (2|3) days/)).toBeTruthy();
    expect(within(items[2]!).getByText(/\(Nairobi time\)/)).toBeTruthy();
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe('/student/assignments/as-soon');

    expect(screen.getByText('2 unread messages from Dr Wanjiru Kamau')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read your messages' }).getAttribute('href')).toBe('/student/mentor');
  });

  it('shows the progress bar with its figures and recent feedback', async () => {
    open(() =>
      Promise.resolve(
        overview({
          recentFeedback: [
            {
              assignmentId: 'as-2',
              title: 'Reading log',
              state: 'graded',
              grade: 18,
              maxPoints: 20,
              feedback: 'Clear and careful.',
              markedAt: '2027-03-02T10:00:00.000Z',
            },
          ],
        }),
      ),
    );

    // (3 modules + 2 graded) of (8 modules + 6 assignments) = 36%.
    const bar = await screen.findByRole('progressbar', { name: 'Programme progress: 36%' });
    expect(bar.getAttribute('value')).toBe('36');
    expect(screen.getByText('Modules done').nextElementSibling?.textContent).toBe('3 of 8');
    expect(screen.getByText('Work graded').nextElementSibling?.textContent).toBe('2 of 6');
    expect(screen.getByText('Average grade').nextElementSibling?.textContent).toBe('85%');

    const feedback = screen.getByRole('list', { name: 'Recent feedback' });
    expect(within(feedback).getByText('18 / 20')).toBeTruthy();
    expect(within(feedback).getByText('Clear and careful.')).toBeTruthy();
    expect(within(feedback).getByRole('link', { name: 'Reading log' }).getAttribute('href')).toBe('/student/assignments/as-2');
    expect(screen.getByText(/Your mentor: Dr Wanjiru Kamau/)).toBeTruthy();
  });

  it('says so calmly when nothing needs doing', async () => {
    open(() => Promise.resolve(overview({ dueNext: [], unreadMessages: 0 })));
    expect(await screen.findByText(/Nothing needs doing right now/)).toBeTruthy();
    expect(screen.getByText(/No feedback yet/)).toBeTruthy();
  });

  it('explains kindly that there is no cohort yet, and still offers the areas', async () => {
    open(() => Promise.resolve(NO_COHORT));
    expect(await screen.findByText('You are not in a cohort yet.')).toBeTruthy();
    expect(screen.getByText(/Staff add you once your place is confirmed/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(linkAddresses(screen.getByRole('navigation', { name: 'Student areas' }))).toContain('/student/assignments');
  });

  it('shows a failure with Retry, which loads again', async () => {
    const load = vi
      .fn<OperationFake<'getStudentOverview'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValueOnce(overview());
    open(load);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your programme could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('The data service is resting.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'What needs doing now' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
