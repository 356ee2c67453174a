import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { installFakeApi } from '@sla/data/fakes';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type RegistrationState } from '@sla/data';
import { SiteProvider } from '@sla/ui';
import { event } from '../testing/contentFakes.js';
import EventPage from './EventPage.js';

const OPEN: RegistrationState = { audience: 'public', state: 'open', capacity: 20, placesLeft: 3, deadline: null };
const REGISTERED = 'You are registered. We have sent a confirmation to your e-mail address.';

const renderPage = () =>
  render(
    <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
      <MemoryRouter initialEntries={['/events/lab-night']}>
        <Routes>
          <Route path="/events/:slug" element={<EventPage />} />
        </Routes>
      </MemoryRouter>
    </SiteProvider>,
  );

describe('Event page', () => {
  it('registers a visitor with a name and an address, and says so', async () => {
    const fake = installFakeApi({
      getEventRegistration: vi
        .fn()
        .mockResolvedValue({ event: event(1, { title: 'Lab night' }), registration: OPEN, mine: null }),
      registerForEvent: vi.fn().mockResolvedValue({ status: 'registered', message: REGISTERED }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lab night', level: 1 })).toBeTruthy();
    expect(screen.getByText('3 places left.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ada Obi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'ada@example.net' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('status')).textContent).toBe(REGISTERED);
    expect(fake.registerForEvent).toHaveBeenCalledWith({
      params: { slug: 'lab-night' },
      body: { name: 'Ada Obi', email: 'ada@example.net' },
    });
  });

  it('offers the waiting list when full, and keeps what was typed when refused', async () => {
    installFakeApi({
      getEventRegistration: vi
        .fn()
        .mockResolvedValue({ event: event(1), registration: { ...OPEN, state: 'full', placesLeft: 0 }, mine: null }),
      registerForEvent: vi.fn().mockRejectedValue(new DataError('conflict', 'Registration for this event has closed.')),
    });
    renderPage();
    const join = await screen.findByRole('button', { name: 'Join the waiting list' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ben' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'ben@example.net' } });
    fireEvent.click(join);
    expect((await screen.findByRole('alert')).textContent).toContain('Registration for this event has closed.');
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe('Ben');
  });

  it('says when the event is not found, and when it cannot be loaded', async () => {
    installFakeApi({ getEventRegistration: vi.fn().mockRejectedValue(new DataError('not_found', 'No such event.')) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeTruthy();
  });

  it('shows no form for an event that takes no registrations here', async () => {
    installFakeApi({ getEventRegistration: vi.fn().mockResolvedValue({ event: event(1), registration: null, mine: null }) });
    renderPage();
    await screen.findByRole('link', { name: 'Add to my calendar (.ics)' });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
