import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { describe, expect, it } from 'vitest';
import { event } from '../testing/contentFakes.js';
import { EventList } from './EventList.js';

// Each event links to its own page (where it may take registrations), so the list needs a router.
const renderList = (list: ReactElement) => render(<MemoryRouter>{list}</MemoryRouter>);

describe('EventList', () => {
  it('shows each time in the event’s own zone, naming it, whatever the reader’s zone', () => {
    // 18:30 UTC is 19:30 in Lagos and 21:30 in Nairobi, on the same day.
    renderList(
      <EventList
        events={[
          event(1, { startsAt: '2026-12-04T18:30:00.000Z', timeZone: 'Africa/Lagos', location: 'Yaba, Lagos' }),
          event(2, { startsAt: '2026-12-31T22:30:00.000Z', timeZone: 'Africa/Nairobi' }),
        ]}
      />,
    );
    const [lagos, nairobi] = screen.getAllByRole('listitem');
    expect(within(lagos!).getByText(/Friday 4 December 2026, 19:30 Lagos time/)).toBeTruthy();
    // Past midnight in Nairobi: the next day and year there.
    expect(within(nairobi!).getByText(/Friday 1 January 2027, 01:30 Nairobi time/)).toBeTruthy();
    expect(nairobi!.querySelector('.event__day')!.textContent).toBe('1');
    expect(
      within(lagos!)
        .getByRole('link', { name: /^More about/ })
        .getAttribute('href'),
    ).toMatch(/^\/events\//);
  });

  it('says "Online" for an online event, the place otherwise, and offers Register only when there is a link', () => {
    renderList(
      <EventList
        events={[
          event(1, { online: true, location: null, registrationUrl: 'https://example.org/register' }),
          event(2, { online: false, location: 'Kigali Convention Centre' }),
        ]}
      />,
    );
    const [online, inPerson] = screen.getAllByRole('listitem');
    expect(within(online!).getByText('· Online')).toBeTruthy();
    const register = within(online!).getByRole('link', { name: 'Register for Event number 1' });
    expect(register.getAttribute('href')).toBe('https://example.org/register');
    expect(register.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(inPerson!).getByText('· Kigali Convention Centre')).toBeTruthy();
    expect(within(inPerson!).queryByRole('link', { name: /^Register/ })).toBeNull();
  });
});
