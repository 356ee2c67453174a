import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError } from '@sla/data';
import { installFakeApi } from '@sla/data/fakes';
import { signInAs } from '@sla/portal-kit/testing/links';
import { MemoryRouter } from '@sla/router';
import { myProfile } from '../profile/testing.js';
import AlumniDashboard from '../screens/AlumniDashboard.js';

afterEach(() => configureData(null));

function renderOverview() {
  return render(
    <MemoryRouter initialEntries={['/alumni']}>
      <AlumniDashboard />
    </MemoryRouter>,
  );
}

const messagesCard = () =>
  within(screen.getByRole('navigation', { name: 'Alumni areas' })).getByRole('link', { name: /^Messages/ });

describe('the alumni overview', () => {
  it('tells an alumnus how much of their profile is filled in, what is left, and links to finish it', async () => {
    signInAs('alumni');
    installFakeApi({
      getMyAlumniProfile: vi.fn(async () => myProfile({ headline: 'Agronomist', country: 'GH', skills: ['Soil'] })),
      countUnreadAlumniMessages: vi.fn(async () => ({ unread: 0 })),
    });
    renderOverview();
    const panel = screen.getByRole('region', { name: 'Your profile' });
    expect(await within(panel).findByText('3 of 11 parts filled in.')).toBeTruthy();
    expect(within(panel).getByText(/Still to add: a photo, your programme, your cohort year, your field/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Finish your profile' }).getAttribute('href')).toBe('/alumni/profile');
  });

  it('says when the profile is complete', async () => {
    signInAs('alumni');
    const complete = myProfile({
      photo: { small: '/s.webp', large: '/l.webp' },
      headline: 'Agronomist',
      programId: 'p1',
      cohortYear: 2020,
      field: 'Biology',
      institution: 'KALRO',
      country: 'KE',
      city: 'Nairobi',
      bio: 'Soils.',
      links: [{ label: 'Site', url: 'https://example.org' }],
      skills: ['Soil'],
    });
    installFakeApi({
      getMyAlumniProfile: vi.fn(async () => complete),
      countUnreadAlumniMessages: vi.fn(async () => ({ unread: 0 })),
    });
    renderOverview();
    expect(await screen.findByText('11 of 11 parts filled in.')).toBeTruthy();
    expect(screen.getByText(/Your profile is complete/)).toBeTruthy();
  });

  it('shows how many messages are unread on the Messages card', async () => {
    signInAs('alumni');
    installFakeApi({
      getMyAlumniProfile: vi.fn(async () => myProfile()),
      countUnreadAlumniMessages: vi.fn(async () => ({ unread: 3 })),
    });
    renderOverview();
    expect(await screen.findByText('Conversations with other alumni. 3 unread messages.')).toBeTruthy();
    expect(messagesCard().getAttribute('href')).toBe('/alumni/messages');
  });

  it('stays quiet when the unread count or the profile cannot be had, keeping every card', async () => {
    signInAs('alumni');
    const unreadCount = vi.fn(async () => Promise.reject(new DataError('unavailable', 'Down.')));
    installFakeApi({
      getMyAlumniProfile: vi.fn(async () => Promise.reject(new DataError('unavailable', 'Down.'))),
      countUnreadAlumniMessages: unreadCount,
    });
    renderOverview();
    expect(await screen.findByText(/We could not check your profile just now/)).toBeTruthy();
    expect(unreadCount).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(messagesCard().textContent).toContain('Conversations with other alumni.');
    expect(messagesCard().textContent).not.toContain('unread');
  });

  it('asks staff for neither a profile nor unread messages: they have neither here', async () => {
    signInAs('staff');
    const client = installFakeApi();
    renderOverview();
    expect(screen.queryByRole('region', { name: 'Your profile' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Alumni areas' })).getByRole('link', { name: /^Alumni profiles/ }),
    ).toBeTruthy();
    expect(client.getMyAlumniProfile).not.toHaveBeenCalled();
    expect(client.countUnreadAlumniMessages).not.toHaveBeenCalled();
  });
});
