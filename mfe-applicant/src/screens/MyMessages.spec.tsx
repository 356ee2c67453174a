import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ApplicantThreadMessage, type ApplicantThreadSummary } from '@sla/data';
import { installFakeData, signInAs } from '../testing/fakeData.js';
import { renderAt } from '../testing/renderRoutes.js';

// The words typed are still in the box while sending: wait for them in the thread, not in the textarea.
const SENT_NOT_TYPED = 'script, style, textarea';

const STEPUP = { id: 'p-stepup', slug: 'stepup-scholars', name: 'StepUp Scholars' };

function thread(extra: Partial<ApplicantThreadSummary> = {}): ApplicantThreadSummary {
  return {
    applicationId: 'app-1',
    program: STEPUP,
    preview: 'Please upload your transcript.',
    lastFromStaff: true,
    lastMessageAt: '2026-03-02T10:00:00.000Z',
    unread: 1,
    ...extra,
  };
}

const fromTeam: ApplicantThreadMessage = {
  id: 'm-1',
  fromStaff: true,
  bodyHtml: '<p>Please upload your <strong>transcript</strong>.</p>',
  sentAt: '2026-03-01T10:00:00.000Z',
};

describe('Applicant: messages from the programme team', () => {
  beforeEach(() => signInAs('applicant'));

  it('lists the threads with unread ones marked and the unread count, each opening its thread', async () => {
    installFakeData({
      listMyThreads: vi.fn().mockResolvedValue({
        items: [thread(), thread({ applicationId: 'app-2', unread: 0, lastFromStaff: false, preview: 'Thanks!' })],
        nextCursor: null,
        unread: 1,
      }),
    });
    renderAt('/applicant/messages');
    const link = await screen.findAllByRole('link', { name: 'StepUp Scholars' });
    expect(link[0]!.getAttribute('href')).toBe('/applicant/messages/app-1');
    expect(screen.getByText('You have 1 unread message.')).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('thread-item'));
    expect(within(first!).getByText('1 new')).toBeTruthy();
    expect(first!.textContent).toContain('Programme team: Please upload your transcript.');
    expect(second!.textContent).toContain('You: Thanks!');
    expect(within(second!).queryByText(/new/)).toBeNull();
  });

  it('says when there are none, and shows a failure with Retry', async () => {
    installFakeData({
      listMyThreads: vi
        .fn()
        .mockRejectedValueOnce(new DataError('unavailable', 'Try again soon.'))
        .mockResolvedValue({ items: [], nextCursor: null, unread: 0 }),
    });
    renderAt('/applicant/messages');
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No messages yet\. When the programme team writes to you/)).toBeTruthy();
  });

  it('shows a thread from the programme team (never a staff name), marks it read and sends a reply', async () => {
    const client = installFakeData({
      getMyThread: vi.fn().mockResolvedValue({
        applicationId: 'app-1',
        program: STEPUP,
        items: [fromTeam],
        nextCursor: null,
        unread: 1,
      }),
      markMyThreadRead: vi.fn().mockResolvedValue({ unread: 0 }),
      replyToThread: vi.fn().mockResolvedValue({
        id: 'm-2',
        fromStaff: false,
        bodyHtml: '<p>Done.</p>',
        sentAt: '2026-03-02T10:00:00.000Z',
      }),
    });
    renderAt('/applicant/messages/app-1');
    expect(await screen.findByText('transcript')).toBeTruthy();
    expect(screen.getByText('The StepUp Scholars team')).toBeTruthy();
    expect(screen.getByText('1 new')).toBeTruthy();
    await waitFor(() => expect(client.markMyThreadRead).toHaveBeenCalledWith({ params: { id: 'app-1' } }));

    fireEvent.change(screen.getByLabelText(/Your reply to the programme team/), { target: { value: 'Done.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Done.', { ignore: SENT_NOT_TYPED })).toBeTruthy();
    expect(client.replyToThread).toHaveBeenCalledWith({ params: { id: 'app-1' }, body: { body: 'Done.' } });
  });

  it('gives the reply back with the reason when it is refused', async () => {
    installFakeData({
      getMyThread: vi
        .fn()
        .mockResolvedValue({ applicationId: 'app-1', program: STEPUP, items: [fromTeam], nextCursor: null, unread: 0 }),
      replyToThread: vi
        .fn()
        .mockRejectedValue(
          new DataError('rate_limited', 'You have sent many messages in a short time. Wait a few minutes, then try again.'),
        ),
    });
    renderAt('/applicant/messages/app-1');
    const box = (await screen.findByLabelText(/Your reply to the programme team/)) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your message was not sent\. Too many in a short time/)).toBeTruthy();
    expect(box.value).toBe('One more');
  });

  it('says a thread that is not theirs cannot be found', async () => {
    installFakeData({ getMyThread: vi.fn().mockRejectedValue(new DataError('not_found', 'No such application.')) });
    renderAt('/applicant/messages/app-9');
    expect(await screen.findByText('No such application.')).toBeTruthy();
  });
});
