import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from '@sla/router';
import { identityStore } from '@sla/auth';
import { canOpen, type Role } from '@sla/permissions';
import { afterEach, describe, expect, it } from 'vitest';
import { canFollow, useCanOpen, useOpenable } from './useCanOpen.js';
import { linkAddresses, unopenableLinks } from './testing/unopenableLinks.js';

function signInAs(role: Role | null) {
  if (role === null) identityStore.set({ status: 'anonymous' });
  else
    identityStore.set({
      status: 'signed-in',
      user: { uid: 'u', email: 'u@example.org', displayName: 'U' },
      role,
      lookupFailed: false,
    });
}

function UsersButton() {
  return useCanOpen('/admin/users') ? <Link to="/admin/users">Users</Link> : <p>No users link</p>;
}

const CARDS = ['/alumni/profile', '/alumni/directory', '/alumni/stories?mine=1'];
function AlumniCards() {
  const openable = useOpenable();
  return (
    <ul>
      {CARDS.filter(openable).map((to) => (
        <li key={to}>
          <Link to={to}>{to}</Link>
        </li>
      ))}
    </ul>
  );
}

describe('canFollow', () => {
  it('decides as canOpen on the path, ignoring the query and the fragment', () => {
    expect(canFollow('staff', '/admin/users')).toBe(false);
    expect(canFollow('staff', '/admin/users?role=admin#top')).toBe(false);
    expect(canFollow('admin', '/admin/users?role=admin')).toBe(true);
    expect(canFollow('content_editor', '/content/blog?status=draft')).toBe(true);
    expect(canFollow('alumni', '/content/blog?status=draft')).toBe(false);
    expect(canFollow('student', '/applicant/applications/new?program=stepup')).toBe(false);
    expect(canFollow('applicant', '/applicant/applications/new?program=stepup')).toBe(true);
  });

  it('lets relative links, other schemes and public pages through', () => {
    expect(canFollow('staff', '?tab=donations')).toBe(true);
    expect(canFollow(null, '#newsletter')).toBe(true);
    expect(canFollow(null, 'mailto:someone@example.org')).toBe(true);
    expect(canFollow(null, '/blog?category=news')).toBe(true);
    expect(canFollow(null, '/admin')).toBe(false);
  });
});

describe('useCanOpen and useOpenable', () => {
  afterEach(() => signInAs(null));

  it('offer Users to an admin, not to staff', () => {
    signInAs('admin');
    const { unmount } = render(
      <MemoryRouter>
        <UsersButton />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
    unmount();

    signInAs('staff');
    render(
      <MemoryRouter>
        <UsersButton />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('No users link')).toBeTruthy();
  });

  it('filter a list to what the role opens, following the role as it changes', () => {
    signInAs('alumni');
    const { container, rerender } = render(
      <MemoryRouter>
        <AlumniCards />
      </MemoryRouter>,
    );
    expect(linkAddresses(container)).toEqual(CARDS);

    signInAs('staff');
    rerender(
      <MemoryRouter>
        <AlumniCards />
      </MemoryRouter>,
    );
    expect(linkAddresses(container)).toEqual(['/alumni/profile']);
    expect(CARDS.filter((to) => canOpen('staff', to.split('?')[0]!))).toEqual(['/alumni/profile']);
  });
});

describe('unopenableLinks', () => {
  it('names the links a role would be turned away from, and only those', () => {
    const { container } = render(
      <MemoryRouter>
        <Link to="/admin/users">Users</Link>
        <Link to="/admin/supporters?tab=donations">Supporters</Link>
        <a href="mailto:team@example.org">Write</a>
        <Link to="/blog">Stories</Link>
      </MemoryRouter>,
    );
    expect(unopenableLinks(container, 'staff')).toEqual(['/admin/users']);
    expect(unopenableLinks(container, 'admin')).toEqual([]);
    expect(unopenableLinks(container, 'applicant')).toEqual(['/admin/users', '/admin/supporters?tab=donations']);
    expect(linkAddresses(container)).toEqual(['/admin/users', '/admin/supporters?tab=donations', '/blog']);
  });
});
