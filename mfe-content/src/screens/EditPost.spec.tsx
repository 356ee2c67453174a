import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ContentVersion, type EditorPost } from '@sla/data';
import { CONTENT_MESSAGES, type PublishInput } from '@sla/contract/schemas';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { LEAVE_QUESTION } from '@sla/portal-kit/writing';
import { installFakeData, notFound, signInAs, versionSummary } from '../editor/testing.js';
import { category, editorPost } from '../posts/testing.js';
import EditPost from './EditPost.js';

type UpdateFn = OperationFake<'updatePost'>;

let location = '';
let locationState: unknown = null;
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    location = current.pathname;
    locationState = current.state;
  }, [current]);
  return null;
}

function renderEdit(id = 'p-1') {
  return render(
    <MemoryRouter initialEntries={[`/content/blog/${id}/edit`]}>
      <Routes>
        <Route path="/content/blog/:id/edit" element={<EditPost />} />
        <Route path="/content/blog" element={<p>The list</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Fakes for a post the service holds; `given` adds or replaces operations. */
function serve(post: EditorPost, given: GivenOperations = {}) {
  return installFakeData({
    getEditorPost: vi.fn().mockResolvedValue(post),
    listPostVersions: vi.fn().mockResolvedValue({ items: [versionSummary(post.version, 'Ada Editor')] }),
    getPostVersion: vi.fn(),
    restorePostVersion: vi.fn(),
    listCategories: vi.fn().mockResolvedValue({ items: [category()] }),
    ...given,
  });
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const story = () => field('Story');

describe('Edit post', () => {
  beforeEach(() => {
    signInAs('content_editor', 'Ada Editor');
    window.history.replaceState({}, '', '/content/blog/p-1/edit');
  });
  afterEach(() => vi.useRealTimers());

  it('opens the post with its fields, status and versions', async () => {
    serve(
      editorPost({
        status: 'published',
        publishedAt: '2026-11-19T07:00:00.000Z',
        categoryId: 'c-1',
        creditUid: 'alum-1',
        authorName: 'Amina Odhiambo',
      }),
    );
    renderEdit();
    expect(screen.getByText('Loading the post…')).toBeTruthy();
    await waitFor(() => expect(field('Title').value).toBe('Harvest diaries'));
    expect(story().value).toBe('It began with rain.');
    await waitFor(() => expect(field('Category').value).toBe('c-1'));
    expect(screen.getByText('From a story by Amina Odhiambo')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View on site/ }).getAttribute('href')).toBe('/blog/harvest-diaries');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(await screen.findByText('Version 3')).toBeTruthy();
  });

  it("shows the post's French version below it, the English beside each French field as it is being typed", async () => {
    const translations = {
      // No French yet: a 404.
      get: vi.fn(notFound),
      save: vi.fn().mockImplementation(async ({ body }: { body: object }) => ({
        ...body,
        locale: 'fr',
        updatedAt: '2026-11-21T10:00:00.000Z',
        updatedByName: 'Ada Editor',
      })),
      remove: vi.fn(),
    };
    serve(editorPost({ status: 'published', publishedAt: '2026-11-19T07:00:00.000Z' }), {
      getPostTranslation: translations.get,
      savePostTranslation: translations.save,
      deletePostTranslation: translations.remove,
    });
    renderEdit();
    const panel = await screen.findByRole('region', { name: 'French version' });
    // No French yet: the panel offers to start one.
    fireEvent.click(await within(panel).findByRole('button', { name: 'Write a French version' }));
    const frenchTitle = (await within(panel).findByLabelText('Title in French')) as HTMLInputElement;
    expect(translations.get).toHaveBeenCalledWith({ params: { id: 'p-1', locale: 'fr' } });
    expect(within(panel).getByText('It began with rain.').getAttribute('lang')).toBe('en');
    fireEvent.change(field('Title'), { target: { value: 'Harvest diaries, revisited' } });
    expect(within(panel).getByText('Harvest diaries, revisited')).toBeTruthy();

    fireEvent.change(frenchTitle, { target: { value: 'Carnets de récolte' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the French version' }));
    expect(await within(panel).findByText('Saved the French version.')).toBeTruthy();
    expect(translations.save).toHaveBeenCalledWith({
      params: { id: 'p-1', locale: 'fr' },
      body: expect.objectContaining({ title: 'Carnets de récolte' }),
    });
    // The English is saved on its own: the French save did not send it.
    expect(screen.getByText('Unsaved changes: they go live when you press Update')).toBeTruthy();
  });

  it('says so when there is no such post, with the way back', async () => {
    serve(editorPost(), { getEditorPost: vi.fn(notFound) });
    renderEdit('gone');
    expect(await screen.findByRole('heading', { name: 'We could not find that post' })).toBeTruthy();
    expect(screen.getByText(CONTENT_MESSAGES.noSuchPost)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to posts' }).getAttribute('href')).toBe('/content/blog');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('autosaves a draft on top of the version it holds, each save carrying the version the last one returned', async () => {
    vi.useFakeTimers();
    const update = vi
      .fn<UpdateFn>()
      .mockImplementation(({ body }) => Promise.resolve(editorPost({ body: body.body, version: (body.baseVersion ?? 0) + 1 })));
    serve(editorPost({ version: 3 }), { updatePost: update });
    renderEdit();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(story(), { target: { value: 'First change.' } });
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    // Marked as an autosave, whose versions the service thins out.
    expect(update).toHaveBeenLastCalledWith({
      params: { id: 'p-1' },
      body: expect.objectContaining({ body: 'First change.', baseVersion: 3, autosave: true }),
    });
    expect(screen.getByText(/^Saved at \d\d:\d\d$/)).toBeTruthy();
    fireEvent.change(story(), { target: { value: 'Second change.' } });
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(update).toHaveBeenLastCalledWith({
      params: { id: 'p-1' },
      body: expect.objectContaining({ body: 'Second change.', baseVersion: 4 }),
    });
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('never saves a published post by itself: its changes wait for Update, and leaving asks first', async () => {
    vi.useFakeTimers();
    const update = vi.fn<UpdateFn>().mockResolvedValue(editorPost({ status: 'published', version: 4, body: 'Fixed a typo.' }));
    serve(editorPost({ status: 'published', publishedAt: '2026-11-19T07:00:00.000Z' }), { updatePost: update });
    renderEdit();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(story(), { target: { value: 'Fixed a typo.' } });
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    // Enter in a field submits a form: here it must not, or a half-typed change would go live.
    fireEvent.submit(field('Title').closest('form')!);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByText('Unsaved changes: they go live when you press Update')).toBeTruthy();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // A link elsewhere on the site (the shell's navigation bar, say) is held back after the question.
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '/content/blog';
    const leaving = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(leaving);
    link.remove();
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(leaving.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(update).toHaveBeenCalledWith({
      params: { id: 'p-1' },
      body: expect.objectContaining({ body: 'Fixed a typo.', baseVersion: 3 }),
    });
    expect(update.mock.calls[0]?.[0].body).not.toHaveProperty('autosave');
    expect(screen.getByText('Updated: the public page shows the change now.')).toBeTruthy();
  });

  it('shows both texts when someone else saved first, and "Keep mine" saves again on top of theirs', async () => {
    const theirs = editorPost({ version: 5, body: 'Their text.', updatedByName: 'Bola Editor' });
    const update = vi
      .fn<UpdateFn>()
      .mockRejectedValueOnce(new DataError('conflict', CONTENT_MESSAGES.changedSinceOpened))
      .mockResolvedValueOnce(editorPost({ version: 6, body: 'My text.' }));
    const get = vi.fn().mockResolvedValueOnce(editorPost()).mockResolvedValueOnce(theirs);
    serve(editorPost(), { updatePost: update, getEditorPost: get });
    renderEdit();
    await waitFor(() => expect(story().value).toBe('It began with rain.'));
    fireEvent.change(story(), { target: { value: 'My text.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    expect(dialog.textContent).toContain(CONTENT_MESSAGES.changedSinceOpened);
    expect((await within(dialog).findByLabelText('Theirs')).textContent).toBe('Their text.');
    expect(within(dialog).getByLabelText('Yours').textContent).toBe('My text.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith({
      params: { id: 'p-1' },
      body: expect.objectContaining({ body: 'My text.', baseVersion: 5 }),
    });
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Take theirs" puts their text in the editor and keeps mine on screen', async () => {
    const theirs = editorPost({ version: 5, body: 'Their text.' });
    const update = vi.fn<UpdateFn>().mockRejectedValueOnce(new DataError('conflict', CONTENT_MESSAGES.changedSinceOpened));
    serve(editorPost(), {
      updatePost: update,
      getEditorPost: vi.fn().mockResolvedValueOnce(editorPost()).mockResolvedValueOnce(theirs),
    });
    renderEdit();
    await waitFor(() => expect(story().value).toBe('It began with rain.'));
    fireEvent.change(story(), { target: { value: 'My text.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Take theirs' }));
    expect(story().value).toBe('Their text.');
    const kept = screen.getByRole('region', { name: 'Your replaced text' });
    expect((within(kept).getByRole('textbox') as HTMLTextAreaElement).value).toContain('My text.');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('schedules for a date and time in the chosen zone, sending that instant', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00.000Z'));
    const setStatus = vi.fn(({ body: input }: { body: PublishInput }) =>
      Promise.resolve(
        editorPost({
          status: 'scheduled',
          version: 4,
          publishedAt: input.action === 'schedule' ? input.publishAt : null,
          timeZone: 'Africa/Lagos',
        }),
      ),
    );
    serve(editorPost(), { setPostStatus: setStatus });
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule…' }));
    fireEvent.change(screen.getByLabelText('Publish on'), { target: { value: '2026-12-04T09:00' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Africa/Lagos' } });
    expect(screen.getByText('Publishes Fri 4 Dec 2026, 09:00 (Lagos time)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(setStatus).toHaveBeenCalledWith({
        params: { id: 'p-1' },
        body: {
          action: 'schedule',
          publishAt: '2026-12-04T08:00:00.000Z',
          timeZone: 'Africa/Lagos',
        },
      }),
    );
    expect(await screen.findByText('Scheduled: publishes Fri 4 Dec 2026, 09:00 (Lagos time).')).toBeTruthy();
    expect(screen.getByText('Scheduled', { selector: '.badge' })).toBeTruthy();
  });

  it('refuses a publishing time in the past before sending it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00.000Z'));
    const fake = serve(editorPost());
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule…' }));
    fireEvent.change(screen.getByLabelText('Publish on'), { target: { value: '2026-11-19T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText(CONTENT_MESSAGES.scheduleInPast)).toBeTruthy();
    expect(fake.setPostStatus).not.toHaveBeenCalled();
  });

  it('restores a version: its text goes back into the editor as the newest version', async () => {
    const restore = vi.fn().mockResolvedValue(editorPost({ version: 4, body: 'The old words.' }));
    const versionsGet = vi.fn(({ params }: { params: { version: string } }): Promise<ContentVersion> =>
      Promise.resolve({ ...versionSummary(Number(params.version)), snapshot: { body: 'The old words.' } }),
    );
    serve(editorPost(), {
      listPostVersions: vi.fn().mockResolvedValue({ items: [versionSummary(3), versionSummary(2, 'Bola Editor')] }),
      getPostVersion: versionsGet,
      restorePostVersion: restore,
    });
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Compare with current: version 2' }));
    const compare = await screen.findByRole('dialog', { name: 'Version 2 compared with the editor' });
    expect(await within(compare).findByText('The old words.')).toBeTruthy();
    fireEvent.click(within(compare).getByRole('button', { name: 'Restore this version' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restore version 2?' })).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(story().value).toBe('The old words.'));
    expect(restore).toHaveBeenCalledWith({ params: { id: 'p-1', version: '2' } });
    expect(screen.getByText('Restored: that text is saved as version 4.')).toBeTruthy();
  });

  it('deletes only after asking, then goes back to the list saying so', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    serve(editorPost(), { deletePost: remove });
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Harvest diaries”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(location).toBe('/content/blog'));
    expect(remove).toHaveBeenCalledWith({ params: { id: 'p-1' } });
    expect(locationState).toEqual({ notice: 'Deleted “Harvest diaries”.' });
  });

  it('offers publishing and deleting only to those with the right to them', async () => {
    signInAs('staff');
    serve(editorPost());
    renderEdit();
    await waitFor(() => expect(field('Title').value).toBe('Harvest diaries'));
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete post' })).toBeNull();
    expect(screen.getByText('Publishing is for editors with the right to publish.')).toBeTruthy();
  });
});
