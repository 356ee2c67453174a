import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type RegistrationEvent, type RegistrationSettings } from '@sla/data';
import { installFakeApi } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import EventDoor from './EventDoor.js';
import EventDoors from './EventDoors.js';

const SETTINGS: RegistrationSettings = {
  open: true,
  audience: 'public',
  capacity: 40,
  deadline: null,
  registered: 12,
  waiting: 0,
  checkedIn: 3,
};
const EVENT: RegistrationEvent = {
  id: 'ev-1',
  title: 'Lab night',
  startsAt: '2026-12-09T17:00:00.000Z',
  location: 'Yaba, Lagos',
  settings: SETTINGS,
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/events" element={<EventDoors />} />
        <Route path="/admin/events/:id" element={<EventDoor />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => signInAs('staff'));

describe('event doors (staff)', () => {
  it('lists the events taking registrations with their counts, each opening its door', async () => {
    installFakeApi({
      listRegistrationEvents: vi.fn(async () => ({
        items: [EVENT, { ...EVENT, id: 'ev-2', title: 'Closed day', settings: { ...SETTINGS, open: false, capacity: null } }],
      })),
    });
    renderAt('/admin/events');
    expect(screen.getByText('Loading the events…')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Lab night' });
    expect(link.getAttribute('href')).toBe('/admin/events/ev-1');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('12 registered · 0 waiting · 3 checked in · 40 places')).toBeTruthy();
    expect(within(card).getByText(/Yaba, Lagos/)).toBeTruthy();
    const closed = screen.getByRole('link', { name: 'Closed day' }).closest('li') as HTMLElement;
    expect(within(closed).getByText('12 registered · 0 waiting · 3 checked in · Registration closed')).toBeTruthy();
  });

  it('says when no event takes registrations, and offers a retry when the list fails', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new DataError('unavailable', 'The service is not answering.'))
      .mockResolvedValue({ items: [] });
    installFakeApi({ listRegistrationEvents: list });
    renderAt('/admin/events');
    fireEvent.click(await screen.findByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText(/No event takes registrations on this site now/)).toBeTruthy();
  });

  it("opens one event's door: its registrants and check-in; an unknown one says so", async () => {
    const api = installFakeApi({
      listRegistrationEvents: vi.fn(async () => ({ items: [EVENT] })),
      listRegistrants: vi.fn(async () => ({
        items: [
          {
            id: 'r1',
            name: 'Ada Obi',
            email: 'ada@example.org',
            status: 'registered' as const,
            checkedInAt: null,
            hasAccount: false,
            registeredAt: '2026-11-01T09:00:00.000Z',
          },
        ],
        nextCursor: null,
        settings: SETTINGS,
      })),
    });
    renderAt('/admin/events/ev-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab night' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Check in Ada Obi' })).toBeTruthy();
    expect(api.listRegistrants).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'ev-1' } }));
    document.body.innerHTML = '';
    renderAt('/admin/events/nope');
    expect(await screen.findByText(/does not take registrations on this site/)).toBeTruthy();
  });
});
