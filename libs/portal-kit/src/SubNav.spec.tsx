import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { identityStore } from '@sla/auth';
import { ownsAlumniProfile, type Role } from '@sla/permissions';
import { describe, expect, it } from 'vitest';
import { SubNav } from './SubNav.js';

function signInAs(role: Role) {
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'u', email: 'u@example.org', displayName: 'U' },
    role,
    lookupFailed: false,
  });
}

const ITEMS = [
  { to: '/alumni', label: 'Overview' },
  { to: '/alumni/profile', label: 'Profile', show: ownsAlumniProfile },
  { to: '/alumni/directory', label: 'Directory' },
];

function linksFor(role: Role): string[] {
  signInAs(role);
  const { unmount } = render(
    <MemoryRouter>
      <SubNav label="Alumni" items={ITEMS} />
    </MemoryRouter>,
  );
  const labels = screen.queryAllByRole('link').map((link) => link.textContent ?? '');
  unmount();
  return labels;
}

describe('the sub-navigation', () => {
  it('offers the screens the route table opens to the role', () => {
    expect(linksFor('alumni')).toEqual(['Overview', 'Profile', 'Directory']);
    expect(linksFor('applicant')).toEqual([]);
  });

  it('leaves out a screen the role may open but has no use for, as the item says', () => {
    // Staff open /alumni/profile (access_alumni_portal) but own no profile, and cannot open the directory.
    expect(linksFor('staff')).toEqual(['Overview']);
  });
});
