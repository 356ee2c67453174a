import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type AlumniMessage, type ConversationSummary, type Page } from '@sla/data';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { deferred, fakeStreams, installFakeApi, page, type OperationFake } from '@sla/data/fakes';
import { alumniMessage, conversationWith, readerClockAt } from '../messages/testing.js';
import Conversation from './Conversation.js';

type MessagesFn = (id: string, query?: { cursor?: string }) => Promise<Page<AlumniMessage>>;
type SendFn = OperationFake<'sendAlumniMessage'>;

readerClockAt(new Date(2027, 2, 4, 15, 30));
afterEach(() => configureData(null));

// Local times, so the day headings are the same whatever zone the tests run in.
const at = (day: number, hour: number) => new Date(2027, 2, day, hour, 0).toISOString();
const oldest = alumniMessage('m-1', 'Hello Amina, I saw you work on malaria vaccines.', { mine: true, sentAt: at(1, 9) });
const middle = alumniMessage('m-2', 'Yes! Happy to tell you more.', { sentAt: at(4, 10) });
const newest = alumniMessage('m-3', 'Could we talk on Thursday?', { sentAt: at(4, 11) });

function install({
  conversation = conversationWith('c-1', 'Amina Yusuf'),
  messages = async () => page([newest, middle]),
  send,
  block,
  unblock,
  report,
}: {
  conversation?: ConversationSummary;
  messages?: MessagesFn;
  send?: SendFn;
  block?: OperationFake<'blockAlumnus'>;
  unblock?: OperationFake<'unblockAlumnus'>;
  report?: OperationFake<'reportAlumnus'>;
} = {}) {
  return installFakeApi({
    getAlumniConversation: vi.fn<OperationFake<'getAlumniConversation'>>(async ({ params: { id } }) => {
      if (id === conversation.id) return conversation;
      throw new DataError('not_found', ALUMNI_MESSAGES.noSuchConversation);
    }),
    listAlumniMessages: vi.fn<OperationFake<'listAlumniMessages'>>(({ params, query }) => messages(params.id, query)),
    sendAlumniMessage: send,
    blockAlumnus: block,
    unblockAlumnus: unblock,
    reportAlumnus: report,
  });
}

function openAt(id = 'c-1') {
  return render(
    <MemoryRouter initialEntries={[`/alumni/messages/${id}`]}>
      <Routes>
        <Route path="/alumni/messages/:id" element={<Conversation />} />
      </Routes>
    </MemoryRouter>,
  );
}

const shown = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.message-bubble__body')?.textContent);
const box = () => screen.getByLabelText('Message to Amina Yusuf') as HTMLTextAreaElement;

describe('a conversation: reading', () => {
  it('shows the oldest message at the top, under a heading per day, with who wrote each', async () => {
    const client = install({ messages: async () => page([newest, middle, oldest]) });
    openAt();
    expect(screen.getByText('Loading the conversation…')).toBeTruthy();
    await screen.findByText('Could we talk on Thursday?');

    expect(shown()).toEqual([
      'Hello Amina, I saw you work on malaria vaccines.',
      'Yes! Happy to tell you more.',
      'Could we talk on Thursday?',
    ]);
    const log = screen.getByRole('log');
    expect(
      within(log)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Monday 1 March', 'Today']);
    const [mine, theirs] = within(log).getAllByRole('listitem');
    expect(mine?.className).toContain('message-bubble--mine');
    expect(within(mine as HTMLElement).getByText('You')).toBeTruthy();
    expect(within(theirs as HTMLElement).getByText('Amina Yusuf')).toBeTruthy();
    expect(theirs?.querySelector('time')?.textContent).toBe('10:00');
    expect(client.getAlumniConversation).toHaveBeenCalledWith({ params: { id: 'c-1' } });
    expect(client.listAlumniMessages).toHaveBeenCalledWith({ params: { id: 'c-1' }, query: {} });
  });

  it("links the other person's name to their page in the directory", async () => {
    install({ conversation: conversationWith('c-1', 'Amina Yusuf', { withUid: 'u/amina' }) });
    openAt();
    const link = await screen.findByRole('link', { name: 'Amina Yusuf' });
    expect(link.getAttribute('href')).toBe('/alumni/directory/u%2Famina');
    expect(screen.getByRole('link', { name: 'Back to your conversations' }).getAttribute('href')).toBe('/alumni/messages');
  });

  it('loads earlier messages with the cursor, above the ones shown', async () => {
    const client = install({
      messages: async (_id, query) => (query?.cursor ? page([oldest]) : page([newest, middle], 'cursor-2')),
    });
    openAt();
    await screen.findByText('Could we talk on Thursday?');
    expect(shown()).toEqual(['Yes! Happy to tell you more.', 'Could we talk on Thursday?']);

    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('Hello Amina, I saw you work on malaria vaccines.');
    expect(shown()).toEqual([
      'Hello Amina, I saw you work on malaria vaccines.',
      'Yes! Happy to tell you more.',
      'Could we talk on Thursday?',
    ]);
    expect(client.listAlumniMessages.mock.calls).toEqual([
      [{ params: { id: 'c-1' }, query: {} }],
      [{ params: { id: 'c-1' }, query: { cursor: 'cursor-2' } }],
    ]);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('says plainly when the conversation is not there for the reader', async () => {
    const client = install();
    openAt('someone-elses');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This conversation was not found' })).toBeTruthy();
    expect(alert.textContent).toContain(ALUMNI_MESSAGES.noSuchConversation);
    expect(client.listAlumniMessages).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows an error with Retry when the conversation cannot be loaded', async () => {
    const conversation = vi
      .fn<OperationFake<'getAlumniConversation'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValueOnce(conversationWith('c-1', 'Amina Yusuf'));
    installFakeApi({ getAlumniConversation: conversation, listAlumniMessages: vi.fn(async () => page([newest])) });
    openAt();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The conversation could not be loaded');
    expect(alert.textContent).toContain('The data service is resting.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Could we talk on Thursday?')).toBeTruthy();
  });
});

describe('a conversation: writing', () => {
  it('sends with Ctrl+Enter, showing the message at once as sending, then as stored', async () => {
    const reply = deferred<AlumniMessage>();
    const send = vi.fn<SendFn>(() => reply.promise);
    install({ send });
    openAt();
    await screen.findByText('Could we talk on Thursday?');

    fireEvent.change(box(), { target: { value: 'Thursday at four works.' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(send).toHaveBeenCalledWith({ params: { id: 'c-1' }, body: { body: 'Thursday at four works.' } });
    expect(shown()).toEqual(['Yes! Happy to tell you more.', 'Could we talk on Thursday?', 'Thursday at four works.']);
    expect(within(screen.getByRole('log')).getByText('Sending…')).toBeTruthy();
    expect(box().value).toBe('');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => reply.resolve(alumniMessage('m-4', 'Thursday at four works.', { mine: true, sentAt: at(4, 12) })));
    expect(within(screen.getByRole('log')).queryByText('Sending…')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
    expect(shown()).toEqual(['Yes! Happy to tell you more.', 'Could we talk on Thursday?', 'Thursday at four works.']);
  });

  it("keeps the text when the service refuses, and says why in the service's words", async () => {
    const send = vi
      .fn<SendFn>()
      .mockRejectedValueOnce(new DataError('forbidden', ALUMNI_MESSAGES.blocked))
      .mockRejectedValueOnce(new DataError('rate_limited', ALUMNI_MESSAGES.tooManyMessages, {}, { retryAfterSeconds: 90 }));
    install({ send });
    openAt();
    await screen.findByText('Could we talk on Thursday?');

    fireEvent.change(box(), { target: { value: 'Are you still there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your message was not sent. You cannot message this alumnus.');
    expect(box().value).toBe('Are you still there?');
    expect(shown()).toEqual(['Yes! Happy to tell you more.', 'Could we talk on Thursday?']);

    fireEvent.keyDown(box(), { key: 'Enter', metaKey: true });
    expect(await screen.findByText(/Too many in a short time/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your message was not sent. Too many in a short time. Wait about 2 minutes, then try again.',
    );
    expect(box().value).toBe('Are you still there?');
  });

  it('asks for words before sending nothing, and counts characters near the limit', async () => {
    const send = vi.fn<SendFn>();
    install({ send });
    openAt();
    await screen.findByText('Could we talk on Thursday?');

    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(screen.getByText(ALUMNI_MESSAGES.writeMessage)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    expect(screen.queryByText(/of 5,000 characters/)).toBeNull();
    fireEvent.change(box(), { target: { value: 'a'.repeat(4600) } });
    expect(screen.getByText('4,600 of 5,000 characters')).toBeTruthy();
    expect(box().maxLength).toBe(5000);
  });
});

describe('a conversation: blocks and reports', () => {
  it('has no box once the reader blocked them, and writing again after Unblock', async () => {
    const blocked = conversationWith('c-1', 'Amina Yusuf', { blocked: true, blockedByMe: true });
    const unblock = vi.fn(async () => undefined);
    const client = install({ conversation: blocked, unblock });
    openAt();
    expect(await screen.findByText('You blocked Amina Yusuf. Unblock to write again.')).toBeTruthy();
    expect(screen.queryByLabelText('Message to Amina Yusuf')).toBeNull();
    expect(screen.getByText('Could we talk on Thursday?')).toBeTruthy();

    client.getAlumniConversation.mockResolvedValue(conversationWith('c-1', 'Amina Yusuf'));
    fireEvent.click(within(screen.getByRole('note')).getByRole('button', { name: 'Unblock' }));
    const dialog = screen.getByRole('dialog', { name: 'Unblock Amina Yusuf?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByLabelText('Message to Amina Yusuf')).toBeTruthy();
    expect(unblock).toHaveBeenCalledWith({ params: { uid: 'u-c-1' } });
    expect(screen.getByRole('status').textContent).toBe('You unblocked Amina Yusuf.');
    expect(screen.getByRole('button', { name: 'Block Amina Yusuf' })).toBeTruthy();
  });

  it('only says the reader cannot reply when the other side blocked them', async () => {
    install({ conversation: conversationWith('c-1', 'Amina Yusuf', { blocked: true, blockedByMe: false }) });
    openAt();
    expect(await screen.findByText('You cannot reply in this conversation.')).toBeTruthy();
    expect(screen.queryByLabelText('Message to Amina Yusuf')).toBeNull();
    expect(within(screen.getByRole('note')).queryByRole('button')).toBeNull();
  });

  it('blocks them after asking, and the box gives way to the note', async () => {
    const block = vi.fn(async () => undefined);
    const client = install({ block });
    openAt();
    await screen.findByText('Could we talk on Thursday?');
    client.getAlumniConversation.mockResolvedValue(conversationWith('c-1', 'Amina Yusuf', { blocked: true, blockedByMe: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Block Amina Yusuf' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Amina Yusuf?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked Amina Yusuf. Unblock to write again.')).toBeTruthy();
    expect(block).toHaveBeenCalledWith({ params: { uid: 'u-c-1' } });
    expect(screen.queryByLabelText('Message to Amina Yusuf')).toBeNull();
  });

  it("reports one of the other person's messages (never one of the reader's), naming the message", async () => {
    const report = vi.fn(async () => ({}) as never);
    install({ messages: async () => page([newest, oldest]), report });
    openAt();
    await screen.findByText('Could we talk on Thursday?');
    const [mine, theirs] = within(screen.getByRole('log')).getAllByRole('listitem') as HTMLElement[];
    expect(within(mine as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(within(theirs as HTMLElement).getByRole('button', { name: 'Report this message' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Amina Yusuf' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Your report was sent to the staff who look after the network.')).toBeTruthy();
    expect(report).toHaveBeenCalledWith({ body: { reportedUid: 'u-c-1', reason: 'spam', details: '', messageId: 'm-3' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a conversation: live', () => {
  it('shows the other person’s new message when it arrives, without reopening, and ignores other conversations', async () => {
    const streams = fakeStreams();
    const messages = vi
      .fn<MessagesFn>()
      .mockResolvedValueOnce(page([middle]))
      .mockResolvedValue(page([newest, middle]));
    installFakeApi(
      {
        getAlumniConversation: vi.fn<OperationFake<'getAlumniConversation'>>(async () => conversationWith('c-1', 'Amina Yusuf')),
        listAlumniMessages: vi.fn<OperationFake<'listAlumniMessages'>>(({ params, query }) => messages(params.id, query)),
      },
      streams,
    );
    openAt();
    await screen.findByText('Yes! Happy to tell you more.');
    act(() => streams.send('followRoleChanges', { message: { kind: 'alumni', threadId: 'c-other' } }));
    act(() => streams.send('followRoleChanges', { role: 'alumni' }));
    expect(messages).toHaveBeenCalledTimes(1);
    act(() => streams.send('followRoleChanges', { message: { kind: 'alumni', threadId: 'c-1' } }));
    await screen.findByText('Could we talk on Thursday?');
    expect(shown()).toEqual(['Yes! Happy to tell you more.', 'Could we talk on Thursday?']);
    expect(messages).toHaveBeenCalledTimes(2);
  });
});
