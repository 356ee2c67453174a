import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { identityStore } from '@sla/auth';
import { MemoryRouter } from '@sla/router';
import { canOpen, ROLES, ROUTES, type Role } from '@sla/permissions';
import { linkAddresses, unopenableLinks } from '@sla/portal-kit/testing/links';
import { SiteProvider } from '@sla/ui';
import { PortalRoutes } from './PortalRoutes.js';

// "Never offer what the guard would refuse": for every role that opens a alumni screen, every link
// on it leads somewhere the route guard lets that role in.

const PATTERNS = ROUTES.map((route) => route.pattern).filter((pattern) => pattern.startsWith('/alumni'));

function signInAs(role: Role) {
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'acting-user', email: 'acting@example.org', displayName: 'Acting User' },
    role,
    lookupFailed: false,
  });
}

async function renderScreen(path: string) {
  const view = render(
    <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">
          <PortalRoutes />
        </Suspense>
      </MemoryRouter>
    </SiteProvider>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(view.container.querySelector('.loading')).toBeNull(), { timeout: 5000 });
  return view.container;
}

const CASES = ROLES.flatMap((role) =>
  PATTERNS.filter((pattern) => canOpen(role, pattern)).map((pattern) => [role, pattern] as const),
);

describe('links offered on the alumni screens', () => {
  it('cover every screen of the portal', () => expect(new Set(CASES.map(([, pattern]) => pattern))).toEqual(new Set(PATTERNS)));

  it.each(CASES)('as %s, %s offers only screens the guard opens', async (role, pattern) => {
    signInAs(role);
    const container = await renderScreen(pattern);
    expect(linkAddresses(container).length).toBeGreaterThan(0);
    expect(unopenableLinks(container, role)).toEqual([]);
  });
});

describe('the alumni overview cards', () => {
  it('offer alumni their profile, the directory and their stories', async () => {
    signInAs('alumni');
    await renderScreen('/alumni');
    expect(linkAddresses(screen.getByRole('navigation', { name: 'Alumni areas' }))).toEqual([
      '/alumni/profile',
      '/alumni/directory',
      '/alumni/stories',
    ]);
  });

  it('offer staff only the profiles, as they may open neither the directory nor the stories', async () => {
    signInAs('staff');
    const container = await renderScreen('/alumni');
    expect(linkAddresses(screen.getByRole('navigation', { name: 'Alumni areas' }))).toEqual(['/alumni/profile']);
    expect(linkAddresses(container).filter((href) => href === '/alumni/directory' || href === '/alumni/stories')).toEqual([]);
  });
});
