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

const PICTURE = { id: 'pic-1', url: '/api/media/pic-1/800.webp', width: 800, height: 533 };
const pngFile = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** The writing screens with a fake picture upload (decision 0048). */
function installWithPictures(upload: () => Promise<typeof PICTURE>) {
  return installFakeApi({
    listMyStories: vi.fn(async () => ({ items: [] })),
    submitStory: vi.fn<Send>(async ({ body }) => story({ ...body, summary: body.summary ?? '', cover: null })),
    uploadStoryPicture: upload,
    // The preview asks for the picture privately, since its public address answers nobody yet.
    readStoryPicture: vi.fn(async () => new Blob([])),
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
        cover: null,
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

  it('puts an uploaded picture in the text only once it is described', async () => {
    const upload = vi.fn(async () => PICTURE);
    installWithPictures(upload);
    renderAt('/alumni/stories/new');
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a picture to your story' });
    fireEvent.change(within(dialog).getByLabelText('Choose a picture'), { target: { files: [pngFile('camp.png')] } });
    const describe = await screen.findByRole('dialog', { name: 'Describe the picture' });
    fireEvent.click(within(describe).getByRole('button', { name: 'Put it in the story' }));
    expect(within(describe).getByText('Describe the picture for people who cannot see it.')).toBeTruthy();
    fireEvent.change(within(describe).getByRole('textbox', { name: /Alt text/ }), { target: { value: 'Our tents' } });
    fireEvent.click(within(describe).getByRole('button', { name: 'Put it in the story' }));
    await waitFor(() => expect(field('Your story').value).toBe(`![Our tents](${PICTURE.url})`));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('asks for the cover picture’s description before sending, then sends the cover with the story', async () => {
    const client = installWithPictures(vi.fn(async () => PICTURE));
    renderAt('/alumni/stories/new');
    type('Title', 'Fieldwork');
    type('Your story', 'We set out before dawn.');
    fireEvent.change(screen.getByLabelText('Add a cover picture (optional)'), { target: { files: [pngFile('cover.png')] } });
    const alt = await screen.findByRole('textbox', { name: /Describe the cover picture/ });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the editors' }));
    expect(await screen.findByText('Describe the cover picture for people who cannot see it.')).toBeTruthy();
    expect(client.submitStory).not.toHaveBeenCalled();
    fireEvent.change(alt, { target: { value: 'Sunrise over the lake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the editors' }));
    await waitFor(() =>
      expect(client.submitStory).toHaveBeenCalledWith({
        body: {
          title: 'Fieldwork',
          summary: '',
          body: 'We set out before dawn.',
          cover: { mediaId: PICTURE.id, alt: 'Sunrise over the lake' },
        },
      }),
    );
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
        cover: null,
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
