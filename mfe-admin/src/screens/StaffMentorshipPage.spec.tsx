import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type StaffMentorship } from '@sla/data';
import { installFakeApi } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import StaffMentorshipPage from './StaffMentorshipPage.js';

const CURRENT: StaffMentorship = {
  id: 'ms-1',
  student: { uid: 'u-nia', displayName: 'Nia Kamau', role: 'alumni' },
  mentor: { uid: 'u-kofi', displayName: 'Kofi Mensah', role: 'alumni' },
  cohortName: null,
  askedAs: 'alumni',
  pairedAt: '2027-02-15T10:00:00.000Z',
  endedAt: null,
  endedBy: null,
  endedByName: null,
  endReason: null,
  messages: 12,
  lastMessageAt: '2027-03-04T12:00:00.000Z',
  tasks: 3,
  tasksDone: 1,
  checkins: 2,
};
const REASON = 'Reported: no answers for two months.';
const ENDED: StaffMentorship = {
  ...CURRENT,
  endedAt: '2027-04-01T10:00:00.000Z',
  endedBy: 'staff',
  endedByName: 'Sam Staff',
  endReason: REASON,
};

const renderPage = (id = 'ms-1') =>
  render(
    <MemoryRouter initialEntries={[`/admin/mentorships/${id}`]}>
      <Routes>
        <Route path="/admin/mentorships/:id" element={<StaffMentorshipPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => signInAs('staff'));
afterEach(() => configureData(null));

describe('a mentorship as staff see it', () => {
  it('shows how it started and is going in numbers, and ends it with a required reason', async () => {
    const api = installFakeApi({
      getMentorshipAsStaff: vi.fn(async () => CURRENT),
      endMentorshipAsStaff: vi.fn(async () => ENDED),
    });
    renderPage();
    expect(screen.getByText('Loading the mentorship…')).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: /Nia Kamau with Kofi Mensah/ })).closest('section') as HTMLElement;
    expect(api.getMentorshipAsStaff).toHaveBeenCalledWith({ params: { id: 'ms-1' } });
    expect(within(card).getByText('Current')).toBeTruthy();
    expect(within(card).getByText(/Their request as a recent alumnus or alumna/)).toBeTruthy();
    expect(within(card).getByText('12 (last on 4 March 2027)')).toBeTruthy();
    expect(within(card).getByText('1 of 3 done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to mentor requests' }).getAttribute('href')).toBe('/admin/mentor-requests');

    fireEvent.click(screen.getByRole('button', { name: 'End mentorship…' }));
    const dialog = screen.getByRole('dialog', { name: 'End the mentorship of Nia Kamau with Kofi Mensah?' });
    expect(within(dialog).getByText(/without your reason/)).toBeTruthy();
    // The reason is required: checked by the service's own schema before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'End mentorship' }));
    expect(await within(dialog).findByText('Say why the mentorship is ending. Only staff read it.')).toBeTruthy();
    expect(api.endMentorshipAsStaff).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End mentorship' }));

    expect(await screen.findByText('Ended')).toBeTruthy();
    expect(api.endMentorshipAsStaff).toHaveBeenCalledWith({ params: { id: 'ms-1' }, body: { reason: REASON } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Sam Staff, staff')).toBeTruthy();
    expect(screen.getByText(REASON)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End mentorship…' })).toBeNull();
  });

  it('says so when it is not there, and shows an error with Retry', async () => {
    const api = installFakeApi({
      getMentorshipAsStaff: vi.fn(async () => {
        throw new DataError('unavailable', 'The data service is resting.');
      }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The mentorship could not be loaded');
    api.getMentorshipAsStaff.mockRejectedValue(new DataError('not_found', 'No such mentorship.'));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This mentorship was not found')).toBeTruthy();
  });

  it('shows an ended one with who ended it, and no way to end it again', async () => {
    installFakeApi({
      getMentorshipAsStaff: vi.fn(async () => ({ ...ENDED, endedBy: 'student' as const, endedByName: null, endReason: null })),
    });
    renderPage();
    expect(await screen.findByText('Nia Kamau, the mentee')).toBeTruthy();
    expect(screen.getByText('1 April 2027')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End mentorship…' })).toBeNull();
  });
});
