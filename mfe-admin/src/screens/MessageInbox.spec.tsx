import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type StaffThreadSummary } from '@sla/data';
import { installFakeData, signInAs } from '../testing/fakeData.js';
import { STEPUP } from '../review/testing/fixtures.js';
import MessageInbox from './MessageInbox.js';

function thread(applicationId: string, name: string, extra: Partial<StaffThreadSummary> = {}): StaffThreadSummary {
  return {
    applicationId,
    applicant: { uid: `u-${applicationId}`, displayName: name, email: `${applicationId}@example.org` },
    program: STEPUP,
    preview: 'Thank you, it is uploaded.',
    lastFromStaff: false,
    lastMessageAt: '2026-03-02T10:00:00.000Z',
    messages: 2,
    unread: 1,
    ...extra,
  };
}

const renderInbox = (entry = '/admin/messages') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <MessageInbox />
    </MemoryRouter>,
  );

beforeEach(() => signInAs('staff'));

describe('Messages with applicants (staff inbox)', () => {
  it('lists threads latest first, marks those with unread replies, and links each to its application', async () => {
    installFakeData({
      listMessageInbox: vi.fn().mockResolvedValue({
        items: [
          thread('app-1', 'Fatou Diallo'),
          thread('app-2', 'Kwame Mensah', { unread: 0, lastFromStaff: true, preview: 'Workshop on Friday.' }),
        ],
        nextCursor: null,
        unreadThreads: 1,
      }),
    });
    renderInbox();
    const fatou = (await screen.findByRole('link', { name: 'Fatou Diallo' })).closest('li') as HTMLElement;
    expect(screen.getByText('1 thread with unread replies.')).toBeTruthy();
    expect(within(fatou).getByText('1 new')).toBeTruthy();
    expect(fatou.textContent).toContain('Fatou Diallo: Thank you, it is uploaded.');
    expect(fatou.className).toContain('message-inbox__item--unread');
    expect(screen.getByRole('link', { name: 'Fatou Diallo' }).getAttribute('href')).toBe('/admin/applications/app-1');
    const kwame = screen.getByRole('link', { name: 'Kwame Mensah' }).closest('li') as HTMLElement;
    expect(kwame.textContent).toContain('Team: Workshop on Friday.');
    expect(within(kwame).queryByText(/new/)).toBeNull();
  });

  it('keeps only threads with unread replies when asked, and says when there are none', async () => {
    const list = vi.fn().mockResolvedValue({ items: [], nextCursor: null, unreadThreads: 0 });
    installFakeData({ listMessageInbox: list });
    renderInbox();
    expect(await screen.findByText(/No messages yet\. Write to an applicant/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Only threads with unread replies'));
    expect(await screen.findByText('No unread replies. Every reply from applicants has been read.')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ query: { unread: '1' } });
  });

  it('shows a failure with Retry', async () => {
    installFakeData({
      listMessageInbox: vi
        .fn()
        .mockRejectedValueOnce(new DataError('unavailable', 'Try again soon.'))
        .mockResolvedValue({ items: [thread('app-1', 'Fatou Diallo')], nextCursor: null, unreadThreads: 1 }),
    });
    renderInbox();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Try again soon.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Fatou Diallo' })).toBeTruthy();
  });
});
