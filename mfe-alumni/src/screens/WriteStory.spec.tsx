import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type StorySubmission } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { story } from '../stories/testing.js';
import EditStory from './EditStory.js';
import WriteStory from './WriteStory.js';

afterEach(() => configureData(null));

type Send = OperationFake<'submitStory'>;
type Revise = OperationFake<'reviseStory'>;

function install({
  mine = async () => [],
  submit = vi.fn<Send>(async ({ body }) => story({ ...body, summary: body.summary ?? '', cover: null })),
  revise = vi.fn<Revise>(async ({ params: { id }, body }) => story({ id, ...body, summary: body.summary ?? '', cover: null })),
}: {
  mine?: () => Promise<StorySubmission[]>;
  submit?: Send;
  revise?: Revise;
} = {}) {
  return installFakeApi({
    listMyStories: vi.fn(async () => ({ items: await mine() })),
    submitStory: submit,
    reviseStory: revise,
  });
}

/** The stories list, as far as these screens are concerned: where they go after sending, and what they say. */
function ListStandIn() {
  const state = useLocation().state as { sent?: string } | null;
  return <p>Stories list: {state?.sent}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/alumni/stories" element={<ListStandIn />} />
        <Route path="/alumni/stories/new" element={<WriteStory />} />
        <Route path="/alumni/stories/:id/edit" element={<EditStory />} />
      </Routes>
    </MemoryRouter>,
  );

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('writing a story', () => {
  it('checks the title and text with the service’s own rules before sending anything', async () => {
    const client = install();
    renderAt('/alumni/stories/new');
    fireEvent.click(screen.getByRole('button', { name: 'Send to the editors' }));
    expect(await screen.findByText('Give your story a title.')).toBeTruthy();
    expect(screen.getByText('Write your story.')).toBeTruthy();
    expect(client.submitStory).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Title'));
  });

  it('sends the title, summary and Markdown text, then says so on the list', async () => {
    const client = install();
    renderAt('/alumni/stories/new');
    type('Title', 'Back to Kano');
    type('Summary', 'Why I went home.');
    type('Your story', 'I came back to **teach**.');
    fireEvent.click(screen.getByRole('button', { name: 'Send to the editors' }));
    expect(await screen.findByText(/“Back to Kano” is with the editors/)).toBeTruthy();
    expect(client.submitStory).toHaveBeenCalledWith({
      body: {
        title: 'Back to Kano',
        summary: 'Why I went home.',
        body: 'I came back to **teach**.',
      },
    });
  });

  it('keeps every word typed when the service refuses, and shows its words', async () => {
    install({
      submit: vi.fn<Send>(async () => {
        throw new DataError('rate_limited', 'You have sent many stories today. Try again tomorrow.');
      }),
    });
    renderAt('/alumni/stories/new');
    type('Title', 'Kept');
    type('Your story', 'Every word.');
    fireEvent.click(screen.getByRole('button', { name: 'Send to the editors' }));
    expect(await screen.findByText('You have sent many stories today. Try again tomorrow.')).toBeTruthy();
    expect(field('Title').value).toBe('Kept');
    expect(field('Your story').value).toBe('Every word.');
  });

  it('offers no image button: images come from the editors’ library, which alumni do not use', () => {
    install();
    renderAt('/alumni/stories/new');
    expect(screen.getByRole('button', { name: /Bold/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /image/i })).toBeNull();
  });
});

describe('changing a story', () => {
  it('starts from the returned story and its note, and sends it again', async () => {
    const returned = story({ id: 's-9', title: 'First try', body: 'Short.', status: 'returned', note: 'Longer, please.' });
    const client = install({ mine: async () => [returned] });
    renderAt('/alumni/stories/s-9/edit');
    expect(await screen.findByText('Longer, please.')).toBeTruthy();
    expect(field('Title').value).toBe('First try');
    type('Your story', 'Short, and now longer.');
    fireEvent.click(screen.getByRole('button', { name: 'Send again to the editors' }));
    expect(await screen.findByText(/“First try” is with the editors again/)).toBeTruthy();
    expect(client.reviseStory).toHaveBeenCalledWith({
      params: { id: 's-9' },
      body: {
        title: 'First try',
        summary: returned.summary,
        body: 'Short, and now longer.',
      },
    });
  });

  it('says why a story an editor took on, or one that is not the reader’s, cannot be changed', async () => {
    install({ mine: async () => [story({ id: 's-1', title: 'Taken', postId: 'post-1' })] });
    const { unmount } = renderAt('/alumni/stories/s-1/edit');
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByText('“Taken” can no longer be changed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    unmount();

    renderAt('/alumni/stories/someone-elses/edit');
    await waitFor(() => expect(screen.getByText('This story was not found')).toBeTruthy());
  });
});
