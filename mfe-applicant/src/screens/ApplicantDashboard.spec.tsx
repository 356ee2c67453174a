import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type UserProfile } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import { application, DYNAMERGE, programme, summary } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderRoutes.js';

const stepup = programme();
const dynamerge = programme({
  ...DYNAMERGE,
  closesAt: '2099-03-15T10:00:00.000Z',
  timeZone: 'Europe/London',
  summary: 'A fellowship.',
});
const upcoming = programme({ id: 'p-soon', slug: 'soon', name: 'Summer school', opensAt: '2099-01-01T06:00:00.000Z' });
const closed = programme({ id: 'p-old', slug: 'old', name: 'Old programme', closesAt: '2020-01-01T00:00:00.000Z' });

function setUp(given: GivenOperations = {}) {
  return installFakeData({
    listPrograms: vi.fn().mockResolvedValue({ items: [stepup, dynamerge, upcoming, closed] }),
    listNotices: vi.fn().mockResolvedValue({ items: [] }),
    listMyThreads: vi.fn().mockResolvedValue({ items: [], nextCursor: null, unread: 0 }),
    listMyApplications: vi.fn().mockResolvedValue(page([summary()])),
    getMyApplication: vi
      .fn()
      .mockResolvedValue(application({ timeline: [{ type: 'started', at: '2026-01-10T09:00:00.000Z', text: 'Started' }] })),
    ...given,
  });
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('Applicant dashboard', () => {
  beforeEach(() => signInAs('applicant'));

  it('says a request to be a student is waiting for staff to confirm, and nothing once it is granted', async () => {
    const profile = (requestedRole: UserProfile['requestedRole'], role: UserProfile['role']) =>
      ({ uid: 'acting-user', role, requestedRole }) as UserProfile;
    setUp({ getOwnProfile: vi.fn().mockResolvedValue(profile('student', 'applicant')) });
    const view = renderAt('/applicant');
    expect((await screen.findByText('Waiting for confirmation.')).closest('p')!.textContent).toBe(
      'Waiting for confirmation. You told us you are a current student. Our team will check and open your portal; until then you can apply here.',
    );
    view.unmount();

    setUp({ getOwnProfile: vi.fn().mockResolvedValue(profile('student', 'student')) });
    renderAt('/applicant');
    await screen.findByRole('link', { name: 'StepUp Scholars' });
    expect(screen.queryByText('Waiting for confirmation.')).toBeNull();
  });

  it('greets the applicant and lists their applications with status and latest news', async () => {
    setUp({
      listMyApplications: vi
        .fn()
        .mockResolvedValue(
          page([summary({ id: 'app-2', program: DYNAMERGE, status: 'decided', decision: 'waitlisted' }), summary()]),
        ),
      getMyApplication: vi.fn<OperationFake<'getMyApplication'>>(async ({ params: { id } }) =>
        id === 'app-2'
          ? application({
              id,
              timeline: [{ type: 'decision_released', at: '2026-03-01T09:00:00.000Z', text: 'Decision: waitlisted' }],
            })
          : application(),
      ),
    });
    renderAt('/applicant');

    expect(screen.getByText('Welcome, Amani Njoroge.')).toBeTruthy();
    await screen.findByRole('link', { name: 'Dynamerge' });
    const mine = section('My applications');
    const items = within(mine).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Decision: Waitlisted').className).toContain('badge');
    expect((items[0] as HTMLElement).textContent).toContain('Decision: waitlisted · 1 March 2026');
    expect(within(items[1] as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'Continue your application to StepUp Scholars' })
        .getAttribute('href'),
    ).toBe('/applicant/applications/app-1/edit');
  });

  it('lists open programmes with the deadline in their own time zone, and Apply or Continue', async () => {
    setUp();
    renderAt('/applicant');

    const programmes = await waitFor(() => {
      const found = section('Open programmes');
      within(found).getByText('Dynamerge');
      return found;
    });
    await within(programmes).findByRole('link', { name: 'Apply to Dynamerge' });
    expect(within(programmes).getByText('Closes 31 January 2099, 23:59 (Africa/Nairobi)')).toBeTruthy();
    expect(within(programmes).getByText('Closes 15 March 2099, 10:00 (Europe/London)')).toBeTruthy();
    expect(within(programmes).getByText('Opens 1 January 2099, 09:00 (Africa/Nairobi)')).toBeTruthy();
    expect(within(programmes).queryByText('Old programme')).toBeNull();

    expect(within(programmes).getByRole('link', { name: 'Apply to Dynamerge' }).getAttribute('href')).toBe(
      '/applicant/applications/new?program=dynamerge',
    );
    expect(within(programmes).getByRole('link', { name: 'Continue your application to StepUp Scholars' })).toBeTruthy();
    expect(within(programmes).queryByRole('link', { name: 'Apply to Summer school' })).toBeNull();
  });

  it('offers a student no Apply button', async () => {
    signInAs('student');
    setUp({ listMyApplications: vi.fn().mockResolvedValue(page([])) });
    renderAt('/applicant');
    await screen.findByText('Closes 31 January 2099, 23:59 (Africa/Nairobi)');
    expect(screen.queryByRole('link', { name: /^Apply to/ })).toBeNull();
  });

  it('shows unread notices and marks one read', async () => {
    const markNoticeRead = vi.fn<OperationFake<'markNoticeRead'>>().mockResolvedValue(undefined);
    setUp({
      listNotices: vi.fn().mockResolvedValue({
        items: [
          {
            id: 'n-1',
            text: 'A decision on your StepUp Scholars application is ready.',
            link: '/applicant/applications/app-1',
            createdAt: '2026-03-01T09:00:00.000Z',
            readAt: null,
          },
          { id: 'n-0', text: 'Old news.', link: null, createdAt: '2026-01-01T09:00:00.000Z', readAt: '2026-01-02T09:00:00.000Z' },
        ],
      }),
      markNoticeRead,
    });
    renderAt('/applicant');

    await screen.findByText('A decision on your StepUp Scholars application is ready.');
    expect(screen.queryByText('Old news.')).toBeNull();
    expect(screen.getByRole('link', { name: 'See details' }).getAttribute('href')).toBe('/applicant/applications/app-1');

    fireEvent.click(screen.getByRole('button', { name: /^Mark as read/ }));
    expect(markNoticeRead).toHaveBeenCalledWith({ params: { id: 'n-1' } });
    expect(screen.queryByText('A decision on your StepUp Scholars application is ready.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'News about your applications' }));
  });

  it('brings a notice back when marking it read fails', async () => {
    setUp({
      listNotices: vi.fn().mockResolvedValue({
        items: [{ id: 'n-1', text: 'News.', link: null, createdAt: '2026-03-01T09:00:00.000Z', readAt: null }],
      }),
      markNoticeRead: vi.fn().mockRejectedValue(new DataError('unavailable', 'Could not reach the server.')),
    });
    renderAt('/applicant');
    fireEvent.click(await screen.findByRole('button', { name: /^Mark as read/ }));
    expect(await screen.findByText('Could not reach the server.')).toBeTruthy();
    expect(screen.getByText('News.')).toBeTruthy();
  });

  it('says when there are no applications yet', async () => {
    setUp({ listMyApplications: vi.fn().mockResolvedValue(page([])) });
    renderAt('/applicant');
    expect(await screen.findByText('You have not started an application yet. Choose a programme below to apply.')).toBeTruthy();
  });
});

describe('Applicant dashboard: messages', () => {
  beforeEach(() => signInAs('applicant'));

  it('says how many of the programme team’s messages are unread, with the way to them', async () => {
    setUp({
      listMyThreads: vi.fn().mockResolvedValue({
        items: [
          {
            applicationId: 'app-1',
            program: { id: 'p', slug: 'stepup', name: 'StepUp' },
            preview: 'Hi',
            lastFromStaff: true,
            lastMessageAt: '2026-03-02T10:00:00.000Z',
            unread: 2,
          },
        ],
        nextCursor: null,
        unread: 2,
      }),
    });
    renderAt('/applicant');
    expect(await screen.findByText('You have 2 unread messages from the programme team.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read your messages' }).getAttribute('href')).toBe('/applicant/messages');
  });

  it('says there are none yet', async () => {
    setUp();
    renderAt('/applicant');
    expect(await screen.findByText(/No messages yet\. When the programme team writes to you/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /your messages/ })).toBeNull();
  });
});
