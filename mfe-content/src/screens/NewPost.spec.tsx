import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type EditorPost } from '@sla/data';
import { CONTENT_MESSAGES, type PublishInput } from '@sla/contract/schemas';
import type { OperationFake } from '@sla/data/fakes';
import { deferred, installFakeData, signInAs } from '../editor/testing.js';
import { category, editorPost } from '../posts/testing.js';
import EditPost from './EditPost.js';
import NewPost from './NewPost.js';

type CreateFn = OperationFake<'createPost'>;

const noVersions = () => ({
  listPostVersions: vi.fn().mockResolvedValue({ items: [] }),
  getPostVersion: vi.fn(),
  restorePostVersion: vi.fn(),
});

let location = '';
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    location = current.pathname;
  }, [current]);
  return null;
}

function renderNew() {
  return render(
    <MemoryRouter initialEntries={['/content/blog/new']}>
      <Routes>
        <Route path="/content/blog/new" element={<NewPost />} />
        <Route path="/content/blog/:id/edit" element={<EditPost />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const saveDraft = () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

describe('New post', () => {
  beforeEach(() => {
    signInAs('content_editor', 'Ada Editor');
    window.history.replaceState({}, '', '/content/blog/new');
  });
  afterEach(() => vi.useRealTimers());

  it('makes the address from the title until it is typed by hand, showing the public address', async () => {
    installFakeData({ listCategories: vi.fn().mockResolvedValue({ items: [category()] }) });
    renderNew();
    type('Title', 'Éléonore’s first week!');
    expect(field('Address').value).toBe('eleonore-s-first-week');
    expect(screen.getByText(`${window.location.origin}/blog/eleonore-s-first-week`)).toBeTruthy();

    type('Address', 'first-week');
    type('Title', 'Éléonore’s second week');
    expect(field('Address').value).toBe('first-week');

    type('Address', '');
    type('Title', 'Back to the title');
    expect(field('Address').value).toBe('back-to-the-title');
    expect(field(/^Author/).value).toBe('Ada Editor');
  });

  it('checks the form with the shared schema before sending, the reasons beside the fields', async () => {
    const create = vi.fn<CreateFn>();
    installFakeData({ createPost: create, listCategories: vi.fn().mockResolvedValue({ items: [] }) });
    renderNew();
    saveDraft();
    expect(await screen.findByText('Give the post a title.')).toBeTruthy();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    type('Title', 'A title');
    type('Address', 'Not An Address');
    saveDraft();
    expect(await screen.findByText('Use lower-case words joined by -, e.g. my-first-story.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the service’s refusal beside the fields it names', async () => {
    const create = vi
      .fn<CreateFn>()
      .mockRejectedValue(
        new DataError('invalid_input', 'Some fields need attention.', { categoryId: CONTENT_MESSAGES.noSuchCategory }),
      );
    installFakeData({ createPost: create, listCategories: vi.fn().mockResolvedValue({ items: [category()] }) });
    renderNew();
    type('Title', 'Harvest diaries');
    saveDraft();
    expect(await screen.findByText(CONTENT_MESSAGES.noSuchCategory)).toBeTruthy();
    expect(field('Category').getAttribute('aria-invalid')).toBe('true');
    expect(field('Title').value).toBe('Harvest diaries');
  });

  it('says beside an address typed by hand when another post has it (409)', async () => {
    const create = vi
      .fn<CreateFn>()
      .mockRejectedValue(new DataError('conflict', CONTENT_MESSAGES.slugTaken, { slug: CONTENT_MESSAGES.slugTaken }));
    installFakeData({ createPost: create, listCategories: vi.fn().mockResolvedValue({ items: [] }) });
    renderNew();
    type('Title', 'Harvest diaries');
    type('Address', 'harvest');
    saveDraft();
    await waitFor(() => expect(create).toHaveBeenCalledWith({ body: expect.objectContaining({ slug: 'harvest' }) }));
    expect(await screen.findByText(CONTENT_MESSAGES.slugTaken)).toBeTruthy();
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates the post on the first save and carries on at its own address, with what was typed meanwhile', async () => {
    const answer = deferred<EditorPost>();
    const create = vi.fn<CreateFn>().mockReturnValue(answer.promise);
    const fake = installFakeData({
      createPost: create,
      ...noVersions(),
      listCategories: vi.fn().mockResolvedValue({ items: [] }),
    });
    renderNew();
    type('Title', 'Harvest diaries');
    fireEvent.change(field('Story'), { target: { value: 'It began with rain.' } });
    saveDraft();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      body: expect.objectContaining({
        title: 'Harvest diaries',
        // Following the title: the service makes it, a free one if another post has it.
        slug: '',
        body: 'It began with rain.',
        authorName: 'Ada Editor',
        categoryId: null,
      }),
    });
    expect(create.mock.calls[0]![0].body).not.toHaveProperty('baseVersion');
    fireEvent.change(field('Story'), { target: { value: 'It began with rain. Then sun.' } });
    await act(async () => answer.resolve(editorPost({ id: 'p-9', version: 1, body: 'It began with rain.' })));

    await waitFor(() => expect(location).toBe('/content/blog/p-9/edit'));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(field('Story').value).toBe('It began with rain. Then sun.');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(fake.getEditorPost).not.toHaveBeenCalled();
  });

  it('takes the free address the service gave when the title’s was taken, and says so', async () => {
    const create = vi
      .fn<CreateFn>()
      .mockResolvedValue(editorPost({ id: 'p-8', slug: 'harvest-diaries-2', title: 'Harvest diaries' }));
    installFakeData({
      createPost: create,
      ...noVersions(),
      listCategories: vi.fn().mockResolvedValue({ items: [] }),
    });
    renderNew();
    type('Title', 'Harvest diaries');
    expect(field('Address').value).toBe('harvest-diaries');
    saveDraft();
    await waitFor(() => expect(location).toBe('/content/blog/p-8/edit'));
    expect(
      await screen.findByText(/Another post has the address harvest-diaries, so this one is harvest-diaries-2\./),
    ).toBeTruthy();
    expect(field('Address').value).toBe('harvest-diaries-2');
    // The address no longer follows the title.
    type('Title', 'Harvest diaries, part two');
    expect(field('Address').value).toBe('harvest-diaries-2');
  });

  it('saves a draft by itself a few seconds after typing stops', async () => {
    vi.useFakeTimers();
    const create = vi.fn<CreateFn>().mockResolvedValue(editorPost({ id: 'p-9', version: 1 }));
    installFakeData({
      createPost: create,
      ...noVersions(),
      listCategories: vi.fn().mockResolvedValue({ items: [] }),
    });
    renderNew();
    type('Title', 'Harvest');
    await act(async () => vi.advanceTimersByTime(2000));
    type('Title', 'Harvest diaries');
    await act(async () => vi.advanceTimersByTime(2999));
    expect(create).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(create).toHaveBeenCalledExactlyOnceWith({ body: expect.objectContaining({ title: 'Harvest diaries' }) });
  });

  it('does not save by itself while the title is missing, and says why', async () => {
    vi.useFakeTimers();
    const create = vi.fn<CreateFn>();
    installFakeData({ createPost: create, listCategories: vi.fn().mockResolvedValue({ items: [] }) });
    renderNew();
    fireEvent.change(field('Story'), { target: { value: 'Words first.' } });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByText('Unsaved changes: give the post a title to save them')).toBeTruthy();
  });

  it('publishes a new post at once: saved first, then published', async () => {
    const create = vi.fn<CreateFn>().mockResolvedValue(editorPost({ id: 'p-9', version: 1 }));
    const setStatus = vi.fn((_input: { params: { id: string }; body: PublishInput }) =>
      Promise.resolve(editorPost({ id: 'p-9', version: 2, status: 'published', publishedAt: '2026-11-21T10:00:00.000Z' })),
    );
    installFakeData({
      createPost: create,
      setPostStatus: setStatus,
      ...noVersions(),
      listCategories: vi.fn().mockResolvedValue({ items: [] }),
    });
    renderNew();
    type('Title', 'Harvest diaries');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith({ params: { id: 'p-9' }, body: { action: 'publish' } }));
    await waitFor(() => expect(location).toBe('/content/blog/p-9/edit'));
    expect(await screen.findByText('Published: visitors see it at /blog/harvest-diaries now.')).toBeTruthy();
  });
});
