import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type MentorRequest } from '@sla/data';
import { installFakeApi } from '@sla/data/fakes';
import MentorRequests from './MentorRequests.js';

afterEach(() => configureData(null));

const request = (id: string, extra: Partial<MentorRequest> = {}): MentorRequest => ({
  id,
  askedAs: 'student',
  studentUid: `u-${id}`,
  studentName: 'Fatou Diallo',
  mentorUid: 'u-kofi',
  mentorName: 'Kofi Mensah',
  note: 'Would you mentor me?',
  status: 'open',
  createdAt: '2027-03-01T09:00:00.000Z',
  answeredAt: null,
  closedBecause: null,
  mentorshipId: null,
  mentorshipEndedAt: null,
  ...extra,
});

const renderAt = (entry = '/admin/mentor-requests') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <MentorRequests />
    </MemoryRouter>,
  );

describe('staff’s list of mentor requests', () => {
  it('lists requests by status from the address and closes an open one', async () => {
    const api = installFakeApi({
      listAllMentorRequests: vi.fn(async () => ({
        items: [
          request('r-1'),
          request('r-2', { status: 'closed', closedBecause: 'paired' }),
          request('r-3', { askedAs: 'alumni', studentName: 'Nia Kamau', status: 'accepted', mentorshipId: 'ms-9' }),
        ],
        nextCursor: null,
      })),
      closeMentorRequest: vi.fn(async () => request('r-1', { status: 'closed', closedBecause: 'staff' })),
    });
    renderAt('/admin/mentor-requests?status=open');
    expect(await screen.findAllByText('Fatou Diallo asked Kofi Mensah')).toHaveLength(2);
    expect(api.listAllMentorRequests).toHaveBeenCalledWith({ query: { status: 'open' } });
    expect(screen.getByText(/closed when they were given a mentor/)).toBeTruthy();
    // Who asked is labelled: a student, or a recent alumnus (decision 0052).
    expect(screen.getAllByText(/^Student · Sent on/)).toHaveLength(2);
    expect(screen.getByText('Nia Kamau asked Kofi Mensah').closest('li')!.textContent).toContain('Alumnus or alumna · Sent on');
    // An accepted request links to the mentorship it started, where staff may end it (decision 0052, amended).
    expect(screen.getByRole('link', { name: 'See the mentorship, or end it' }).getAttribute('href')).toBe(
      '/admin/mentorships/ms-9',
    );
    expect(screen.getAllByRole('button', { name: 'Close request' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close request' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close request' }));
    await vi.waitFor(() => expect(api.closeMentorRequest).toHaveBeenCalledWith({ params: { id: 'r-1' } }));
    await vi.waitFor(() => expect(api.listAllMentorRequests).toHaveBeenCalledTimes(2));
  });

  it('says when there is nothing, and shows an error with Retry', async () => {
    const api = installFakeApi({
      listAllMentorRequests: vi.fn(async () => {
        throw new DataError('unavailable', 'The data service is resting.');
      }),
    });
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The requests could not be loaded');
    api.listAllMentorRequests.mockResolvedValue({ items: [], nextCursor: null });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No one has asked for a mentor yet.')).toBeTruthy();
  });
});
