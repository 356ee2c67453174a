import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ContentOverview } from '@sla/data';
import { installContentData, postSummary, signInAs, submission } from '../overview/testing.js';
import ContentDashboard from './ContentDashboard.js';

const EMPTY: ContentOverview = { myDrafts: [], scheduled: [], submissionsWaiting: [], latestPublished: [] };

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/content']}>
      <ContentDashboard />
    </MemoryRouter>,
  );

const panel = (name: string) => screen.getByRole('region', { name });

describe('Content dashboard', () => {
  beforeEach(() => {
    signInAs('content_editor');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the four panels with their rows and where each leads', async () => {
    const overview: ContentOverview = {
      myDrafts: [postSummary({ id: 'd1', title: 'Half-written', updatedAt: '2026-11-20T07:00:00.000Z', updatedByName: 'Ada' })],
      scheduled: [postSummary({ id: 's1', title: 'Coming soon', status: 'scheduled', publishedAt: '2026-11-23T10:00:00.000Z' })],
      submissionsWaiting: [submission({ id: 'sub-9', title: 'My lab year', authorName: 'Kofi Mensah' })],
      latestPublished: [
        postSummary({
          id: 'p1',
          slug: 'out-now',
          title: 'Out now',
          status: 'published',
          publishedAt: '2026-11-19T10:00:00.000Z',
        }),
      ],
    };
    installContentData({ getContentOverview: vi.fn().mockResolvedValue(overview) });
    renderScreen();

    expect(within(panel('My drafts')).getByText('Loading your drafts…')).toBeTruthy();
    const draft = await within(panel('My drafts')).findByRole('link', { name: 'Half-written' });
    expect(draft.getAttribute('href')).toBe('/content/blog/d1/edit');
    expect(within(panel('My drafts')).getByText('Saved 3 hours ago by Ada')).toBeTruthy();

    const scheduled = panel('Scheduled');
    expect(within(scheduled).getByRole('link', { name: 'Coming soon' }).getAttribute('href')).toBe('/content/blog/s1/edit');
    // In the zone it was scheduled in, named, whatever the reader's own.
    expect(scheduled.textContent).toContain('Publishes in 3 days: Mon 23 Nov 2026, 11:00 (Lagos time)');

    const waiting = panel('Submissions waiting');
    expect(within(waiting).getByRole('link', { name: 'My lab year' }).getAttribute('href')).toBe('/content/submissions?id=sub-9');
    expect(within(waiting).getByText('By Kofi Mensah, sent 2 days ago')).toBeTruthy();

    const published = panel('Latest published');
    expect(within(published).getByRole('link', { name: 'View on site: Out now' }).getAttribute('href')).toBe('/blog/out-now');
    expect(within(published).getByRole('link', { name: 'All published posts' }).getAttribute('href')).toBe(
      '/content/blog?status=published',
    );
    const button = screen.getAllByRole('link', { name: 'New post' }).find((link) => link.className.includes('button'));
    expect(button?.getAttribute('href')).toBe('/content/blog/new');
  });

  it('says what to do in each empty panel', async () => {
    installContentData({ getContentOverview: vi.fn().mockResolvedValue(EMPTY) });
    renderScreen();

    const drafts = panel('My drafts');
    await within(drafts).findByText(/No drafts\./);
    expect(within(drafts).getByRole('link', { name: 'Write a post' }).getAttribute('href')).toBe('/content/blog/new');
    expect(within(panel('Scheduled')).getByText(/Nothing is scheduled\./)).toBeTruthy();
    expect(within(panel('Submissions waiting')).getByText(/No submissions waiting\./)).toBeTruthy();
    expect(within(panel('Latest published')).getByText('Nothing published yet.')).toBeTruthy();
  });

  it('shows the failure with Retry, and loads again', async () => {
    const overview = vi
      .fn()
      .mockRejectedValueOnce(new DataError('unavailable', 'The service is busy.'))
      .mockResolvedValueOnce(EMPTY);
    installContentData({ getContentOverview: overview });
    renderScreen();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The overview could not be loaded');
    expect(alert.textContent).toContain('The service is busy.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Nothing published yet.');
    expect(overview).toHaveBeenCalledTimes(2);
  });

  it('loads again, without a loading state, when another editor changes a post or a submission', async () => {
    const overview = vi
      .fn()
      .mockResolvedValueOnce(EMPTY)
      .mockResolvedValueOnce({ ...EMPTY, myDrafts: [postSummary({ id: 'd2', title: 'Fresh draft' })] })
      .mockResolvedValueOnce(EMPTY);
    const { emit } = installContentData({ getContentOverview: overview });
    renderScreen();
    await screen.findByText('Nothing published yet.');
    expect(screen.getByText('Live: updates as editors save')).toBeTruthy();

    act(() => emit({ kind: 'event' }));
    expect(overview).toHaveBeenCalledTimes(1);

    act(() => emit({ kind: 'post', action: 'saved' }));
    expect(screen.queryByText('Loading your drafts…')).toBeNull();
    await screen.findByRole('link', { name: 'Fresh draft' });

    act(() => emit({ kind: 'submission', action: 'created' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fresh draft' })).toBeNull());
    expect(overview).toHaveBeenCalledTimes(3);
  });

  it('offers no New post button to a role that cannot create posts', async () => {
    signInAs('staff');
    installContentData({ getContentOverview: vi.fn().mockResolvedValue(EMPTY) });
    renderScreen();
    await screen.findByText('Nothing published yet.');
    expect(screen.queryByRole('link', { name: 'New post' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write a post' })).toBeNull();
  });
});
