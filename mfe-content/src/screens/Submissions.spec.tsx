import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type EditorPost } from '@sla/data';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { installContentData, notFound, page, signInAs, submission } from '../overview/testing.js';
import Submissions from './Submissions.js';

let location = '';
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    location = current.pathname + current.search;
  }, [current]);
  return null;
}

const renderScreen = (entry = '/content/submissions') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Submissions />
      <LocationProbe />
    </MemoryRouter>,
  );

const waiting = submission({ id: 'sub-1', title: 'From Accra to the lab', authorName: 'Kofi Mensah' });
const dialog = () => screen.getByRole('dialog');

describe('Submissions', () => {
  beforeEach(() => signInAs('content_editor'));

  it('lists waiting submissions with author and when, and filters by status through the address', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([waiting]))
      .mockResolvedValueOnce(page([submission({ id: 'sub-2', title: 'Returned one', status: 'returned' })]));
    installContentData({ listSubmissions: list });
    renderScreen();

    const link = await screen.findByRole('link', { name: 'From Accra to the lab' });
    expect(link.getAttribute('href')).toBe('/content/submissions?id=sub-1');
    expect(screen.getByRole('rowheader', { name: 'From Accra to the lab' }).closest('tr')?.textContent).toContain('Kofi Mensah');
    expect(list).toHaveBeenCalledWith({ query: { status: 'submitted' } });

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'returned' } });
    await screen.findByRole('link', { name: 'Returned one' });
    expect(list).toHaveBeenLastCalledWith({ query: { status: 'returned' } });
    await waitFor(() => expect(location).toBe('/content/submissions?status=returned'));
  });

  it('says when none are waiting', async () => {
    installContentData({ listSubmissions: vi.fn().mockResolvedValue(page([])) });
    renderScreen();
    expect(await screen.findByText(/No submissions waiting\./)).toBeTruthy();
  });

  it('shows the story rendered and sanitised as the site would show it', async () => {
    const story = submission({
      id: 'sub-1',
      body: 'I joined **StepUp**.\n\n<script>window.hacked = true</script>\n\n[click](javascript:alert(1))',
    });
    installContentData({ getSubmission: vi.fn().mockResolvedValue(story) });
    renderScreen('/content/submissions?id=sub-1');

    await screen.findByRole('heading', { level: 2, name: 'From Accra to the lab' });
    const strong = await screen.findByText('StepUp', { selector: 'strong' });
    const rendered = strong.closest('.rendered-markdown') as HTMLElement;
    expect(rendered.querySelector('script')).toBeNull();
    expect(rendered.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('takes a submission on and opens the draft post made from it', async () => {
    const takeOn = vi.fn().mockResolvedValue({ id: 'post-42' } as EditorPost);
    installContentData({ getSubmission: vi.fn().mockResolvedValue(waiting), takeOnSubmission: takeOn });
    renderScreen('/content/submissions?id=sub-1');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit and publish' }));
    await waitFor(() => expect(location).toBe('/content/blog/post-42/edit'));
    expect(takeOn).toHaveBeenCalledWith({ params: { id: 'sub-1' } });
  });

  it('says why a submission could not be taken on, and stays', async () => {
    const takeOn = vi.fn().mockRejectedValue(new DataError('conflict', CONTENT_MESSAGES.submissionHandled));
    installContentData({ getSubmission: vi.fn().mockResolvedValue(waiting), takeOnSubmission: takeOn });
    renderScreen('/content/submissions?id=sub-1');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit and publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONTENT_MESSAGES.submissionHandled);
    expect(location).toBe('/content/submissions?id=sub-1');
  });

  it('returns a submission only with a note, saying the author is told', async () => {
    const returnWithNote = vi.fn().mockResolvedValue({ ...waiting, status: 'returned', note: 'Add a photo.' });
    installContentData({
      getSubmission: vi.fn().mockResolvedValue(waiting),
      returnSubmission: returnWithNote,
      listSubmissions: vi.fn().mockResolvedValue(page([])),
    });
    renderScreen('/content/submissions?id=sub-1');

    fireEvent.click(await screen.findByRole('button', { name: 'Return with a note' }));
    expect(dialog().textContent).toContain('Kofi Mensah gets a notice in their portal and an e-mail with your note');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Return to the author' }));
    expect(await within(dialog()).findByText('Tell the author what to change.')).toBeTruthy();
    expect(returnWithNote).not.toHaveBeenCalled();

    fireEvent.change(within(dialog()).getByLabelText('Note to the author'), { target: { value: 'Add a photo.' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Return to the author' }));
    await screen.findByText('Returned “From Accra to the lab” to Kofi Mensah. They get a notice and an e-mail with your note.');
    expect(returnWithNote).toHaveBeenCalledWith({ params: { id: 'sub-1' }, body: { note: 'Add a photo.' } });
    await waitFor(() => expect(location).toBe('/content/submissions'));
  });

  it('shows a not-found state for an unknown id', async () => {
    installContentData({ getSubmission: vi.fn(notFound) });
    renderScreen('/content/submissions?id=nope');
    expect(await screen.findByText('We could not find that submission')).toBeTruthy();
  });

  it('adds a submission another alumnus sends while the list is open', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([waiting]))
      .mockResolvedValueOnce(page([submission({ id: 'sub-3', title: 'Brand new' }), waiting]));
    const { emit } = installContentData({ listSubmissions: list });
    renderScreen();
    await screen.findByRole('link', { name: 'From Accra to the lab' });
    act(() => emit({ kind: 'submission', action: 'created', id: 'sub-3' }));
    await screen.findByRole('link', { name: 'Brand new' });
    expect(screen.getByRole('link', { name: 'From Accra to the lab' })).toBeTruthy();
  });
});
