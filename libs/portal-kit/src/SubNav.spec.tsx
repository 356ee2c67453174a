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

describe('the sub-navigation in groups', () => {
  const GROUPED = [
    { to: '/admin', label: 'Overview' },
    { to: '/admin/applications', label: 'Applications', group: 'Admissions' },
    { to: '/admin/users', label: 'Users', group: 'People' },
    { to: '/admin/releases', label: 'Releases', group: 'System' },
  ];

  function groupsFor(role: Role): { heading: string | null; links: string[] }[] {
    signInAs(role);
    const { container, unmount } = render(
      <MemoryRouter>
        <SubNav label="Staff and admin" items={GROUPED} />
      </MemoryRouter>,
    );
    const groups = [...container.querySelectorAll('.subnav__group')].map((group) => ({
      heading: group.querySelector('.subnav__group-label')?.textContent ?? null,
      links: [...group.querySelectorAll('a')].map((link) => link.textContent ?? ''),
    }));
    unmount();
    return groups;
  }

  it('puts each link under its group, named for assistive technology too', () => {
    signInAs('admin');
    render(
      <MemoryRouter>
        <SubNav label="Staff and admin" items={GROUPED} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Admissions' }).textContent).toBe('Applications');
    expect(groupsFor('admin')).toEqual([
      { heading: null, links: ['Overview'] },
      { heading: 'Admissions', links: ['Applications'] },
      { heading: 'People', links: ['Users'] },
      { heading: 'System', links: ['Releases'] },
    ]);
  });

  it('leaves out a group with no screen the role may open', () => {
    // Staff review applications but manage neither users (manage_users) nor releases (manage_system_settings).
    expect(groupsFor('staff').map((group) => group.heading)).toEqual([null, 'Admissions']);
  });
});
