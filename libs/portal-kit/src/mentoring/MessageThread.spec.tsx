import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type MentorMessage, type Page } from '@sla/data';
import { deferred, fakeStreams, installFakeApi, page, type OperationFake } from '@sla/data/fakes';
import { MessageThread } from './MessageThread.js';
import { message } from './testing.js';

// The words typed are still in the box while sending: wait for them in the thread, not in the textarea.
const SENT_NOT_TYPED = 'script, style, textarea';

type MessagesFn = (id: string, query?: { cursor?: string }) => Promise<Page<MentorMessage>>;
type SendFn = OperationFake<'sendMentorMessage'>;

function install(messages: MessagesFn, send: SendFn = vi.fn<SendFn>()) {
  const list = vi.fn<MessagesFn>(messages);
  return installFakeApi({ listMentorMessages: ({ params, query }) => list(params.id, query), sendMentorMessage: send });
}

const renderThread = () => render(<MessageThread mentorshipId="ms-1" otherName="Grace Okafor" unread={0} />);
const shown = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.message-bubble__body')?.textContent);
const box = () => screen.getByLabelText('Message to Grace Okafor') as HTMLTextAreaElement;

const newest = message('m-3', 'See you Thursday.', { sentAt: '2027-03-03T09:00:00.000Z' });
const middle = message('m-2', 'Thanks, I will read it.', {
  mine: true,
  authorName: 'Fatou Diallo',
  sentAt: '2027-03-02T18:00:00.000Z',
});
const oldest = message('m-1', 'Here is a paper to read.', { sentAt: '2027-03-01T09:00:00.000Z' });

describe('MessageThread: reading', () => {
  it('reads oldest first, newest at the bottom, with who wrote each and when', async () => {
    const client = install(async () => page([newest, middle]));
    renderThread();
    expect(screen.getByText('Loading messages…')).toBeTruthy();
    await screen.findByText('See you Thursday.');
    expect(shown()).toEqual(['Thanks, I will read it.', 'See you Thursday.']);

    const [mine, theirs] = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(mine?.className).toContain('message-bubble--mine');
    expect(within(mine as HTMLElement).getByText('You')).toBeTruthy();
    expect(within(theirs as HTMLElement).getByText('Grace Okafor')).toBeTruthy();
    // The time shows in the reader's zone; the element carries the instant.
    expect(theirs?.querySelector('time')?.getAttribute('dateTime')).toBe('2027-03-03T09:00:00.000Z');
    expect(theirs?.querySelector('time')?.textContent).toMatch(/^\d{1,2} Mar 2027, \d\d:\d\d \(.+\)$/);
    expect(client.listMentorMessages).toHaveBeenCalledWith({ params: { id: 'ms-1' }, query: {} });
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('loads earlier messages with the cursor, above the ones shown', async () => {
    const client = install(async (_id, query) => (query?.cursor ? page([oldest]) : page([newest, middle], 'cursor-2')));
    renderThread();
    await screen.findByText('See you Thursday.');

    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('Here is a paper to read.');
    expect(shown()).toEqual(['Here is a paper to read.', 'Thanks, I will read it.', 'See you Thursday.']);
    expect(client.listMentorMessages.mock.calls).toEqual([
      [{ params: { id: 'ms-1' }, query: {} }],
      [{ params: { id: 'ms-1' }, query: { cursor: 'cursor-2' } }],
    ]);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('says when earlier messages could not be loaded, and keeps those shown', async () => {
    install(async (_id, query) => {
      if (query?.cursor) throw new DataError('unavailable', 'The data service is resting.');
      return page([newest], 'cursor-2');
    });
    renderThread();
    await screen.findByText('See you Thursday.');
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The earlier messages could not be loaded. The data service is resting.',
    );
    expect(shown()).toEqual(['See you Thursday.']);
  });

  it('shows an error with Retry when the thread cannot be loaded', async () => {
    const messages = vi
      .fn<MessagesFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValueOnce(page([]));
    install(messages);
    renderThread();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The messages could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet. Write the first one to Grace Okafor.')).toBeTruthy();
  });
});

describe('MessageThread: writing', () => {
  it('shows a message at once as sending, then as the service stored it', async () => {
    const reply = deferred<MentorMessage>();
    const send = vi.fn<SendFn>(() => reply.promise);
    install(async () => page([newest]), send);
    renderThread();
    await screen.findByText('See you Thursday.');

    fireEvent.change(box(), { target: { value: '  Thursday works for me.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ params: { id: 'ms-1' }, body: { body: 'Thursday works for me.' } });
    expect(shown()).toEqual(['See you Thursday.', 'Thursday works for me.']);
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect(box().value).toBe('');

    await act(async () =>
      reply.resolve(message('m-4', 'Thursday works for me.', { mine: true, sentAt: '2027-03-03T10:15:00.000Z' })),
    );
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(screen.getByRole('log').querySelector('time[datetime="2027-03-03T10:15:00.000Z"]')).toBeTruthy();
    expect(shown()).toEqual(['See you Thursday.', 'Thursday works for me.']);
  });

  it('sends with Ctrl+Enter or Cmd+Enter, and not with Enter alone', async () => {
    const send = vi.fn<SendFn>(async ({ body: { body } }) => message(`m-${body}`, body, { mine: true }));
    install(async () => page([]), send);
    renderThread();
    await screen.findByText('No messages yet. Write the first one to Grace Okafor.');

    fireEvent.change(box(), { target: { value: 'First line' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();

    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    await screen.findByText('First line');
    fireEvent.change(box(), { target: { value: 'From a Mac' } });
    fireEvent.keyDown(box(), { key: 'Enter', metaKey: true });
    await screen.findByText('From a Mac', { ignore: SENT_NOT_TYPED });
    expect(send.mock.calls.map(([input]) => input.body.body)).toEqual(['First line', 'From a Mac']);
  });

  it('asks for words before sending nothing', async () => {
    const send = vi.fn<SendFn>();
    install(async () => page([]), send);
    renderThread();
    await screen.findByText('No messages yet. Write the first one to Grace Okafor.');

    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(screen.getByText('Write a message.')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('takes a refused message out of the thread, puts its text back and says why (429 with the wait)', async () => {
    const send = vi
      .fn<SendFn>()
      .mockRejectedValue(
        new DataError(
          'rate_limited',
          'Too many requests. Please wait a few minutes and try again.',
          {},
          { retryAfterSeconds: 120 },
        ),
      );
    install(async () => page([newest]), send);
    renderThread();
    await screen.findByText('See you Thursday.');

    fireEvent.change(box(), { target: { value: 'Are you there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your message was not sent. Too many in a short time. Wait about 2 minutes, then try again.',
    );
    expect(shown()).toEqual(['See you Thursday.']);
    expect(box().value).toBe('Are you there?');
  });

  it("says any other refusal in the service's words", async () => {
    const send = vi.fn<SendFn>().mockRejectedValue(new DataError('not_found', 'This mentorship has ended.'));
    install(async () => page([]), send);
    renderThread();
    await screen.findByText('No messages yet. Write the first one to Grace Okafor.');
    fireEvent.change(box(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your message was not sent. This mentorship has ended.');
  });
});

describe('MessageThread: live', () => {
  it('shows the other side’s new message when it arrives, without reopening, and ignores other threads', async () => {
    const streams = fakeStreams();
    const list = vi
      .fn<MessagesFn>()
      .mockResolvedValueOnce(page([middle]))
      .mockResolvedValue(page([newest, middle]));
    installFakeApi({ listMentorMessages: ({ params, query }) => list(params.id, query) }, streams);
    renderThread();
    await screen.findByText('Thanks, I will read it.');
    act(() => streams.send('followRoleChanges', { message: { kind: 'mentor', threadId: 'ms-2' } }));
    act(() => streams.send('followRoleChanges', { message: { kind: 'alumni', threadId: 'ms-1' } }));
    expect(list).toHaveBeenCalledTimes(1);
    act(() => streams.send('followRoleChanges', { message: { kind: 'mentor', threadId: 'ms-1' } }));
    await screen.findByText('See you Thursday.');
    expect(shown()).toEqual(['Thanks, I will read it.', 'See you Thursday.']);
  });
});
