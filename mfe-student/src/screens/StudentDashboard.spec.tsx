import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type StudentAnnouncement, type StudentAnnouncements } from '@sla/data';
import { linkAddresses } from '@sla/portal-kit/testing/links';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { deferred, installFakeData, signInAs } from '../testing/fakeData.js';
import { daysFromNow, NO_COHORT, overview, summary } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderAt.js';

const NO_ANNOUNCEMENTS = { items: [], nextCursor: null, unread: 0 };

function open(
  load: OperationFake<'getStudentOverview'>,
  announcements: OperationFake<'listStudentAnnouncements'> = () => Promise.resolve(NO_ANNOUNCEMENTS),
  given: GivenOperations = {},
) {
  const fake = installFakeData({
    getStudentOverview: vi.fn(load),
    listStudentAnnouncements: vi.fn(announcements),
    ...given,
  });
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

function announcement(id: string, title: string, overrides: Partial<StudentAnnouncement> = {}): StudentAnnouncement {
  return {
    id,
    title,
    bodyHtml: '<p>Bring <strong>boots</strong>.</p>',
    authorName: 'Grace Mutua',
    postedAt: '2027-03-03T07:00:00.000Z',
    updatedAt: '2027-03-03T07:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const trip = announcement('a-2', 'Field trip on Friday');
const welcome = announcement('a-1', 'Welcome to the cohort', {
  postedAt: '2027-03-01T07:00:00.000Z',
  updatedAt: '2027-03-01T07:00:00.000Z',
  readAt: '2027-03-01T09:00:00.000Z',
});
const feed = (items: StudentAnnouncement[], unread: number, nextCursor: string | null = null): StudentAnnouncements => ({
  items,
  nextCursor,
  unread,
});

describe('Announcements on the student home', () => {
  beforeEach(() => signInAs('student'));

  const section = () => screen.getByRole('region', { name: 'Announcements' });

  it('says it is loading, then lists them newest first, unread ones marked and counted', async () => {
    const pending = deferred<StudentAnnouncements>();
    open(
      () => Promise.resolve(overview()),
      () => pending.promise,
    );
    expect(await screen.findByText('Loading announcements…')).toBeTruthy();
    pending.resolve(feed([trip, welcome], 1));
    expect(await screen.findByText('1 unread announcement')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Announcements, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Field trip on Friday',
      'Welcome to the cohort',
    ]);
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(items[0]!.textContent).toMatch(/Posted 3 March 2027 by Grace Mutua/);
    expect(within(items[1]!).queryByText('Unread')).toBeNull();
    expect(within(items[0]!).getByText('boots').tagName).toBe('STRONG');
  });

  it('records on the service that an unread one was read when it is opened, and the count follows', async () => {
    const markAnnouncementRead = vi.fn<OperationFake<'markAnnouncementRead'>>().mockResolvedValue({
      announcement: { ...trip, readAt: '2027-03-04T08:00:00.000Z' },
      unread: 0,
    });
    open(
      () => Promise.resolve(overview()),
      () => Promise.resolve(feed([trip, welcome], 1)),
      { markAnnouncementRead },
    );
    const summary = (await screen.findByRole('heading', { level: 3, name: 'Field trip on Friday' })).closest('summary')!;
    const details = summary.parentElement as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByText('You have read them all.')).toBeTruthy();
    expect(markAnnouncementRead).toHaveBeenCalledWith({ params: { id: 'a-2' } });
    expect(within(section()).queryByText('Unread')).toBeNull();

    // Opening one already read asks nothing.
    const read = screen.getByRole('heading', { level: 3, name: 'Welcome to the cohort' }).closest('details')!;
    read.open = true;
    fireEvent(read, new Event('toggle'));
    expect(markAnnouncementRead).toHaveBeenCalledTimes(1);
  });

  it('says when marking read failed, and tries again on request', async () => {
    const markAnnouncementRead = vi
      .fn<OperationFake<'markAnnouncementRead'>>()
      .mockRejectedValueOnce(new DataError('not_found', 'No such announcement.'))
      .mockResolvedValue({ announcement: { ...trip, readAt: '2027-03-04T08:00:00.000Z' }, unread: 0 });
    open(
      () => Promise.resolve(overview()),
      () => Promise.resolve(feed([trip], 1)),
      { markAnnouncementRead },
    );
    const details = (await screen.findByRole('heading', { level: 3, name: 'Field trip on Friday' })).closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect((await within(section()).findByRole('alert')).textContent).toContain(
      'We could not record that you read it. No such announcement.',
    );
    fireEvent.click(within(section()).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('You have read them all.')).toBeTruthy();
  });

  it('loads older ones with the service’s cursor', async () => {
    const list = vi
      .fn<OperationFake<'listStudentAnnouncements'>>()
      .mockResolvedValueOnce(feed([trip], 1, 'after-trip'))
      .mockResolvedValueOnce(feed([welcome], 1));
    open(() => Promise.resolve(overview()), list);
    fireEvent.click(await screen.findByRole('button', { name: 'Show older announcements' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Welcome to the cohort' })).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ query: { cursor: 'after-trip' } });
    expect(screen.queryByRole('button', { name: 'Show older announcements' })).toBeNull();
  });

  it('says when there are none, and shows a failure with Retry', async () => {
    const list = vi
      .fn<OperationFake<'listStudentAnnouncements'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValue(feed([], 0));
    open(() => Promise.resolve(overview()), list);
    expect(await screen.findByText('The announcements could not be loaded')).toBeTruthy();
    fireEvent.click(within(section()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No announcements yet/)).toBeTruthy();
  });
});
