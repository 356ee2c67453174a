import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type ConversationSummary, type Page } from '@sla/data';
import { fakeStreams, installFakeApi, page, type OperationFake } from '@sla/data/fakes';
import { conversationWith, readerClockAt } from '../messages/testing.js';
import AlumniMessages from './AlumniMessages.js';

type ConversationsFn = (query?: { cursor?: string }) => Promise<Page<ConversationSummary>>;

readerClockAt(new Date(2027, 2, 4, 15, 30));
afterEach(() => configureData(null));

function install(conversations: ConversationsFn) {
  return installFakeApi({
    listAlumniConversations: vi.fn<OperationFake<'listAlumniConversations'>>(({ query }) => conversations(query)),
  });
}

const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/alumni/messages']}>
      <AlumniMessages />
    </MemoryRouter>,
  );

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('the list of conversations', () => {
  it('shows each with its last message, how long ago, what is new and what is closed', async () => {
    install(async () =>
      page([
        conversationWith('c-1', 'Amina Yusuf', {
          lastMessage: 'Could we talk on Thursday?',
          lastMessageAt: new Date(2027, 2, 4, 15, 25).toISOString(),
          unread: 2,
        }),
        conversationWith('c-2', 'Kwame Mensah', {
          lastMessage: 'Good luck with the defence!',
          lastMessageAt: new Date(2027, 2, 3, 9, 0).toISOString(),
          lastFromMe: true,
        }),
        conversationWith('c-3', 'Joseph Banda', { blocked: true, blockedByMe: true }),
        conversationWith('c-4', 'Lina Haddad', { blocked: true, blockedByMe: false }),
      ]),
    );
    renderList();
    expect(screen.getByText('Loading your conversations…')).toBeTruthy();

    const amina = (await screen.findByRole('link', { name: 'Amina Yusuf' })).closest('li') as HTMLElement;
    expect(within(amina).getByRole('link').getAttribute('href')).toBe('/alumni/messages/c-1');
    expect(amina.querySelector('.conversation-row__preview')?.textContent).toBe('Could we talk on Thursday?');
    expect(within(amina).getByText('5 minutes ago')).toBeTruthy();
    expect(within(amina).getByText('2 new')).toBeTruthy();
    expect(amina.className).toContain('conversation-row--unread');

    const kwame = rowOf('Kwame Mensah');
    expect(kwame.querySelector('.conversation-row__preview')?.textContent).toBe('You: Good luck with the defence!');
    expect(within(kwame).getByText('yesterday')).toBeTruthy();
    expect(within(kwame).queryByText(/new$/)).toBeNull();
    expect(kwame.className).not.toContain('conversation-row--unread');

    expect(within(rowOf('Joseph Banda')).getByText('Blocked')).toBeTruthy();
    expect(within(rowOf('Lina Haddad')).getByText('Closed')).toBeTruthy();
    expect(within(kwame).queryByText('Blocked')).toBeNull();
    expect(screen.getByText('Showing 4 conversations.')).toBeTruthy();
  });

  it('says how to start a conversation when there is none yet', async () => {
    install(async () => page([]));
    renderList();
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'alumni directory' }).getAttribute('href')).toBe('/alumni/directory');
    expect(document.querySelector('.conversation-list')).toBeNull();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    const conversations = vi
      .fn<ConversationsFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValueOnce(page([conversationWith('c-1', 'Amina Yusuf')]));
    install(conversations);
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your conversations could not be loaded');
    expect(alert.textContent).toContain('The data service is resting.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Amina Yusuf' })).toBeTruthy();
  });

  it('shows more with the cursor, below the ones shown', async () => {
    const client = install(async (query) =>
      query?.cursor
        ? page([conversationWith('c-2', 'Kwame Mensah')])
        : page([conversationWith('c-1', 'Amina Yusuf')], 'cursor-2'),
    );
    renderList();
    await screen.findByRole('link', { name: 'Amina Yusuf' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Kwame Mensah' });
    const names = [...document.querySelectorAll('.conversation-row__name')].map((link) => link.textContent);
    expect(names).toEqual(['Amina Yusuf', 'Kwame Mensah']);
    expect(client.listAlumniConversations.mock.calls).toEqual([[{ query: {} }], [{ query: { cursor: 'cursor-2' } }]]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('the list of conversations, live', () => {
  it('loads again when a message arrives in any conversation, and when the stream is back after a drop', async () => {
    const streams = fakeStreams();
    const conversations = vi
      .fn<ConversationsFn>()
      .mockResolvedValueOnce(page([conversationWith('c-1', 'Amina Yusuf')]))
      .mockResolvedValue(page([conversationWith('c-2', 'Kwame Mensah', { unread: 1 }), conversationWith('c-1', 'Amina Yusuf')]));
    installFakeApi(
      { listAlumniConversations: vi.fn<OperationFake<'listAlumniConversations'>>(({ query }) => conversations(query)) },
      streams,
    );
    renderList();
    await screen.findByRole('link', { name: 'Amina Yusuf' });
    act(() => streams.send('followRoleChanges', { message: { kind: 'mentor', threadId: 'm-1' } }));
    expect(conversations).toHaveBeenCalledTimes(1);
    act(() => streams.send('followRoleChanges', { message: { kind: 'alumni', threadId: 'c-2' } }));
    await screen.findByRole('link', { name: 'Kwame Mensah' });
    expect(within(rowOf('Kwame Mensah')).getByText('1 new')).toBeTruthy();
    act(() => streams.state('followRoleChanges', 'reconnecting'));
    act(() => streams.state('followRoleChanges', 'live'));
    await vi.waitFor(() => expect(conversations).toHaveBeenCalledTimes(3));
  });
});
