import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ContentChange, type EditorPostSummary, type Page } from '@sla/data';
import { fakeStreams, type OperationFake } from '@sla/data/fakes';
import { deferred, installFakeData, page, signInAs } from '../editor/testing.js';
import { category, postSummary } from '../posts/testing.js';
import Posts from './Posts.js';

type ListFn = OperationFake<'listEditorPosts'>;

let location = '';
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    location = current.pathname + current.search;
  }, [current]);
  return null;
}

function renderAt(entry: string | { pathname: string; state: unknown } = '/content/blog') {
  // The shell's history is the browser's: the screen checks it before applying a late search.
  window.history.replaceState({}, '', typeof entry === 'string' ? entry : entry.pathname);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Posts />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const published = postSummary({
  id: 'p-2',
  title: 'Rain in Kisumu',
  slug: 'rain-in-kisumu',
  status: 'published',
  category: { id: 'c-1', name: 'Field notes' },
  authorName: 'Amina Odhiambo',
  publishedAt: '2026-11-19T07:00:00.000Z',
  updatedAt: '2026-11-19T07:05:00.000Z',
  updatedByName: 'Bola Editor',
});
const draft = postSummary({ id: 'p-1', title: 'Harvest diaries', status: 'draft' });

/** The live stream, as the screen follows it: the test sends its changes and says whether it is live. */
function liveStream() {
  const streams = fakeStreams();
  return {
    streams,
    state: (state: 'live' | 'reconnecting') => streams.state('streamContentChanges', state),
    change: (change: ContentChange) => streams.send('streamContentChanges', change),
  };
}

const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('a')?.textContent);

describe('Posts', () => {
  beforeEach(() => signInAs('content_editor'));

  it('lists the posts with status, category, author, last change and publishing date, each title opening its editor', async () => {
    installFakeData({
      listEditorPosts: vi.fn<ListFn>().mockResolvedValue(page([published, draft])),
      listCategories: vi.fn().mockResolvedValue({ items: [category()] }),
    });
    renderAt();
    expect(screen.getByText('Loading posts…')).toBeTruthy();
    await screen.findByRole('link', { name: 'Rain in Kisumu' });
    expect(rowTitles()).toEqual(['Rain in Kisumu', 'Harvest diaries']);
    const row = screen.getByRole('link', { name: 'Rain in Kisumu' }).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Rain in Kisumu' }).getAttribute('href')).toBe('/content/blog/p-2/edit');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Published',
      'Field notes',
      'Amina Odhiambo',
      'Bola Editor, 19 Nov 2026, 07:05 (UTC)',
      // Published in the zone it was scheduled in (Lagos), named; the last change in the reader's (UTC here).
      '19 Nov 2026, 08:00 (Lagos time)',
    ]);
    expect(within(row).getByText('Published').className).toContain('badge--success');
    expect(screen.getByText('New post', { selector: 'a.button' }).getAttribute('href')).toBe('/content/blog/new');
  });

  it('names a last change by someone without a name as such, never ", 19 Nov"', async () => {
    const nameless = postSummary({ ...published, id: 'p-3', title: 'Nameless', updatedByName: '' });
    installFakeData({
      listEditorPosts: vi.fn<ListFn>().mockResolvedValue(page([nameless])),
      listCategories: vi.fn().mockResolvedValue({ items: [] }),
    });
    renderAt();
    const row = (await screen.findByRole('link', { name: 'Nameless' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('Name not given, 19 Nov 2026, 07:05 (UTC)');
  });

  it('asks for what the filters in the address say, and puts changed filters in the address', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([published]));
    installFakeData({
      listEditorPosts: list,
      listCategories: vi.fn().mockResolvedValue({ items: [category(), category({ id: 'c-2', name: 'News' })] }),
    });
    renderAt('/content/blog?status=published&category=c-1&q=rain');
    await screen.findByRole('link', { name: 'Rain in Kisumu' });
    expect(list).toHaveBeenLastCalledWith({ query: { status: 'published', categoryId: 'c-1', q: 'rain' } });
    expect((screen.getByLabelText('Search titles') as HTMLInputElement).value).toBe('rain');
    await waitFor(() => expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('c-1'));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: { status: 'draft', categoryId: 'c-1', q: 'rain' } }));
    expect(location).toBe('/content/blog?status=draft&category=c-1&q=rain');

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'c-2' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: { status: 'draft', categoryId: 'c-2', q: 'rain' } }));
  });

  it('searches once typing pauses, not on every key', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([published]));
    installFakeData({ listEditorPosts: list, listCategories: vi.fn().mockResolvedValue({ items: [] }) });
    renderAt();
    await screen.findByRole('link', { name: 'Rain in Kisumu' });
    fireEvent.change(screen.getByLabelText('Search titles'), { target: { value: 'ki' } });
    fireEvent.change(screen.getByLabelText('Search titles'), { target: { value: 'kisumu' } });
    expect(list).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: { q: 'kisumu' } }));
    expect(list).toHaveBeenCalledTimes(2);
    expect(location).toBe('/content/blog?q=kisumu');
  });

  it('invites the first post when there are none, with the button for it', async () => {
    installFakeData({
      listEditorPosts: vi.fn<ListFn>().mockResolvedValue(page([])),
      listCategories: vi.fn().mockResolvedValue({ items: [] }),
    });
    renderAt();
    expect(await screen.findByText(/No posts yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write the first post' }).getAttribute('href')).toBe('/content/blog/new');
  });

  it('says when no post matches the filters, and clears them', async () => {
    const list = vi
      .fn<ListFn>()
      .mockResolvedValueOnce(page([]))
      .mockResolvedValue(page([draft]));
    installFakeData({ listEditorPosts: list, listCategories: vi.fn().mockResolvedValue({ items: [] }) });
    renderAt('/content/blog?status=archived');
    expect(await screen.findByText('No posts match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'Harvest diaries' });
    expect(list).toHaveBeenLastCalledWith({ query: {} });
    expect(location).toBe('/content/blog');
  });

  it('says what went wrong, and tries again', async () => {
    const list = vi
      .fn<ListFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The service is busy. Try again in a moment.'))
      .mockResolvedValue(page([draft]));
    installFakeData({ listEditorPosts: list, listCategories: vi.fn().mockResolvedValue({ items: [] }) });
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The posts could not be loaded');
    expect(alert.textContent).toContain('The service is busy. Try again in a moment.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Harvest diaries' });
  });

  it('follows other editors live: the list reloads in place, without a loading state, and says what happened', async () => {
    const reload = deferred<Page<EditorPostSummary>>();
    const list = vi
      .fn<ListFn>()
      .mockResolvedValueOnce(page([draft]))
      .mockReturnValueOnce(reload.promise);
    const live = liveStream();
    installFakeData(
      {
        listEditorPosts: list,
        listCategories: vi.fn().mockResolvedValue({ items: [] }),
      },
      live.streams,
    );
    renderAt();
    await screen.findByRole('link', { name: 'Harvest diaries' });
    expect(screen.getByText('Connecting for live updates…')).toBeTruthy();
    act(() => live.state('live'));
    expect(screen.getByText('Live: updates as editors save')).toBeTruthy();

    act(() =>
      live.change({
        kind: 'post',
        id: 'p-2',
        action: 'published',
        byName: 'Bola Editor',
        at: '2026-11-21T10:00:00.000Z',
      }),
    );
    expect(screen.queryByText('Loading posts…')).toBeNull();
    expect(rowTitles()).toEqual(['Harvest diaries']);
    await act(async () => reload.resolve(page([published, draft])));
    expect(rowTitles()).toEqual(['Rain in Kisumu', 'Harvest diaries']);
    expect(screen.getByText('Updated just now: Bola Editor published a post.')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('loads the list again once the live stream is back after a drop (changes may have been missed)', async () => {
    const list = vi
      .fn<ListFn>()
      .mockResolvedValueOnce(page([draft]))
      .mockResolvedValue(page([published, draft]));
    const live = liveStream();
    installFakeData({ listEditorPosts: list, listCategories: vi.fn().mockResolvedValue({ items: [] }) }, live.streams);
    renderAt();
    await screen.findByRole('link', { name: 'Harvest diaries' });
    act(() => live.state('live'));
    expect(list).toHaveBeenCalledTimes(1);
    act(() => live.state('reconnecting'));
    act(() => live.state('live'));
    await screen.findByRole('link', { name: 'Rain in Kisumu' });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('ignores live changes to other kinds of content', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([draft]));
    const live = liveStream();
    installFakeData(
      {
        listEditorPosts: list,
        listCategories: vi.fn().mockResolvedValue({ items: [] }),
      },
      live.streams,
    );
    renderAt();
    await screen.findByRole('link', { name: 'Harvest diaries' });
    act(() =>
      live.change({
        kind: 'event',
        id: 'e-1',
        action: 'saved',
        byName: 'Bola Editor',
        at: '2026-11-21T10:00:00.000Z',
      }),
    );
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('offers New post only to those who may create content', async () => {
    signInAs('staff');
    installFakeData({
      listEditorPosts: vi.fn<ListFn>().mockResolvedValue(page([])),
      listCategories: vi.fn().mockResolvedValue({ items: [] }),
    });
    renderAt();
    await screen.findByText(/No posts yet/);
    expect(screen.queryByText('New post', { selector: 'a.button' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write the first post' })).toBeNull();
  });

  it('says what the editor did before sending someone here', async () => {
    installFakeData({
      listEditorPosts: vi.fn<ListFn>().mockResolvedValue(page([])),
      listCategories: vi.fn().mockResolvedValue({ items: [] }),
    });
    renderAt({ pathname: '/content/blog', state: { notice: 'Deleted “Harvest diaries”.' } });
    expect(screen.getByText('Deleted “Harvest diaries”.')).toBeTruthy();
  });
});
