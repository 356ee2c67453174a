import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type StorySubmission } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { story } from '../stories/testing.js';
import AlumniStories from './AlumniStories.js';

afterEach(() => configureData(null));

type Withdraw = OperationFake<'withdrawStory'>;

function install(
  mine: () => Promise<StorySubmission[]>,
  withdraw = vi.fn<Withdraw>(async ({ params: { id } }) => story({ id, status: 'withdrawn' })),
) {
  return installFakeApi({ listMyStories: vi.fn(async () => ({ items: await mine() })), withdrawStory: withdraw });
}

const renderStories = () =>
  render(
    <MemoryRouter initialEntries={['/alumni/stories']}>
      <AlumniStories />
    </MemoryRouter>,
  );

const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

describe('the alumnus’s stories', () => {
  it('shows each story with its stage, the editor’s note, the published link, and only the actions the service allows', async () => {
    install(async () => [
      story({ id: 's-wait', title: 'Waiting one' }),
      story({ id: 's-prep', title: 'Taken on', postId: 'post-1' }),
      story({ id: 's-ret', title: 'Returned one', status: 'returned', note: 'Say more about the lab, please.' }),
      story({ id: 's-pub', title: 'Published one', status: 'published', postId: 'post-2', publishedPath: '/blog/published-one' }),
      story({ id: 's-wd', title: 'Withdrawn one', status: 'withdrawn' }),
    ]);
    renderStories();
    expect(screen.getByText('Loading your stories…')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Waiting one' });
    expect(screen.getByRole('link', { name: 'Write a story' }).getAttribute('href')).toBe('/alumni/stories/new');

    const waiting = cardOf('Waiting one');
    expect(within(waiting).getByText('Waiting for the editors')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Change “Waiting one”' }).getAttribute('href')).toBe(
      '/alumni/stories/s-wait/edit',
    );
    expect(within(waiting).getByRole('button', { name: 'Withdraw “Waiting one”' })).toBeTruthy();

    const preparing = cardOf('Taken on');
    expect(within(preparing).getByText('Being prepared for the blog')).toBeTruthy();
    expect(within(preparing).queryByRole('link')).toBeNull();
    expect(within(preparing).queryByRole('button')).toBeNull();

    const returned = cardOf('Returned one');
    expect(within(returned).getByText('Say more about the lab, please.')).toBeTruthy();
    expect(within(returned).getByRole('link', { name: 'Change and send again “Returned one”' })).toBeTruthy();

    const published = cardOf('Published one');
    expect(within(published).getByRole('link', { name: 'Read it on the site' }).getAttribute('href')).toBe('/blog/published-one');
    expect(within(published).queryByRole('button')).toBeNull();

    const withdrawn = cardOf('Withdrawn one');
    expect(within(withdrawn).getByText('Withdrawn')).toBeTruthy();
    expect(within(withdrawn).queryByRole('link')).toBeNull();
  });

  it('withdraws a story once asked, and shows it withdrawn', async () => {
    const client = install(
      async () => [story({ id: 's-1', title: 'Second thoughts' })],
      vi.fn<Withdraw>(async ({ params: { id } }) => story({ id, title: 'Second thoughts', status: 'withdrawn' })),
    );
    renderStories();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw “Second thoughts”' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw “Second thoughts”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw story' }));
    expect(await screen.findByText('You withdrew “Second thoughts”. The editors will not publish it.')).toBeTruthy();
    expect(client.withdrawStory).toHaveBeenCalledWith({ params: { id: 's-1' } });
    expect(within(cardOf('Second thoughts')).getByText('Withdrawn')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the service’s words when the story can no longer be withdrawn', async () => {
    const taken = 'An editor is already preparing this story for the blog, so it can no longer be changed or withdrawn here.';
    install(
      async () => [story({ id: 's-1', title: 'Too late' })],
      vi.fn<Withdraw>(async () => {
        throw new DataError('conflict', taken);
      }),
    );
    renderStories();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw “Too late”' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw “Too late”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw story' }));
    expect(await within(dialog).findByText(taken)).toBeTruthy();
    expect(within(cardOf('Too late')).getByText('Waiting for the editors')).toBeTruthy();
  });

  it('says what a story is for before the first one', async () => {
    install(async () => []);
    renderStories();
    expect(await screen.findByText('You have not sent a story yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a story' })).toBeTruthy();
  });

  it('offers to try again when the stories cannot be loaded', async () => {
    let calls = 0;
    install(async () => {
      calls += 1;
      if (calls === 1) throw new DataError('unavailable', 'The service is not answering.');
      return [story({ title: 'Back again' })];
    });
    renderStories();
    expect(await screen.findByText('Your stories could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Back again' })).toBeTruthy();
  });
});
