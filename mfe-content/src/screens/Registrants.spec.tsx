import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type Registrant, type RegistrationSettings } from '@sla/data';
import { installContentData, signInAs } from '../overview/testing.js';
import Registrants from './Registrants.js';

const SETTINGS: RegistrationSettings = {
  open: true,
  audience: 'public',
  capacity: 2,
  deadline: null,
  registered: 2,
  waiting: 1,
  checkedIn: 0,
};
const person = (extra: Partial<Registrant>): Registrant => ({
  id: 'r1',
  name: 'Ada Obi',
  email: 'ada@example.org',
  status: 'registered',
  checkedInAt: null,
  hasAccount: false,
  registeredAt: '2026-11-01T09:00:00.000Z',
  ...extra,
});

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/content/events/ev-1/registrants']}>
      <Routes>
        <Route path="/content/events/:id/registrants" element={<Registrants />} />
      </Routes>
    </MemoryRouter>,
  );

describe('Registrants', () => {
  beforeEach(() => signInAs('content_editor'));

  it('lists registrants with the counts, checks one in and counts them', async () => {
    const ada = person({});
    const { api } = installContentData({
      getRegistrationSettings: vi.fn().mockResolvedValue({ settings: SETTINGS }),
      listRegistrants: vi.fn().mockResolvedValue({
        items: [ada, person({ id: 'r2', name: 'Chi Eze', status: 'waiting' })],
        nextCursor: null,
        settings: SETTINGS,
      }),
      checkInRegistrant: vi.fn().mockResolvedValue({ ...ada, checkedInAt: '2026-11-20T17:05:00.000Z' }),
    });
    renderScreen();
    expect(await screen.findByText('2 registered · 1 waiting · 0 checked in')).toBeTruthy();
    // Someone waiting cannot be checked in.
    expect(screen.queryByRole('button', { name: 'Check in Chi Eze' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check in Ada Obi' }));
    expect(await screen.findByRole('button', { name: 'Undo check-in for Ada Obi' })).toBeTruthy();
    expect(screen.getByText('2 registered · 1 waiting · 1 checked in')).toBeTruthy();
    expect(api.checkInRegistrant).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 'ev-1', registrantId: 'r1' }, body: { checkedIn: true } }),
    );
  });

  it('searches by name and shows an empty list in words', async () => {
    const { api } = installContentData({
      getRegistrationSettings: vi.fn().mockResolvedValue({ settings: SETTINGS }),
      listRegistrants: vi.fn().mockResolvedValue({ items: [], nextCursor: null, settings: SETTINGS }),
    });
    renderScreen();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search by name or e-mail' }), { target: { value: 'zed' } });
    await waitFor(() =>
      expect(api.listRegistrants).toHaveBeenLastCalledWith(expect.objectContaining({ query: { search: 'zed' } })),
    );
    expect(await screen.findByText('Nobody here yet.')).toBeTruthy();
  });

  it('saves the settings and shows a refusal beside the form', async () => {
    installContentData({
      getRegistrationSettings: vi.fn().mockResolvedValue({ settings: null }),
      saveRegistrationSettings: vi
        .fn()
        .mockRejectedValue(new DataError('invalid_input', 'Give at least 1 place, or leave it empty for no limit.')),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Take registrations for this event' }));
    fireEvent.change(screen.getByLabelText('Places (empty: no limit)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save registration settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give at least 1 place, or leave it empty for no limit.');
    // No list until the event takes registrations.
    expect(screen.queryByRole('heading', { name: 'Registrants', level: 2 })).toBeNull();
  });

  it('says when the registration cannot be loaded, with a retry', async () => {
    installContentData({ getRegistrationSettings: vi.fn().mockRejectedValue(new DataError('unavailable', 'Down.')) });
    renderScreen();
    expect(await screen.findByText('We could not load the registration')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
