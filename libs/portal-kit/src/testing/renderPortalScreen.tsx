import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { expect } from 'vitest';
import { identityStore } from '@sla/auth';
import { canOpen, ROLES, ROUTES, type Role } from '@sla/permissions';
import { MemoryRouter } from '@sla/router';
import { SiteProvider } from '@sla/ui';

/** Makes the shared identity say `role` is signed in (null: nobody is), as the shell's session would. */
export function signInAs(role: Role | null): void {
  if (role === null) identityStore.set({ status: 'anonymous' });
  else
    identityStore.set({
      status: 'signed-in',
      user: { uid: 'acting-user', email: 'acting@example.org', displayName: 'Acting User' },
      role,
      lookupFailed: false,
    });
}

/** Renders a portal's routes at `path` and waits until its screen has a heading and nothing is loading. */
export async function renderPortalScreen(PortalRoutes: ComponentType, path: string): Promise<HTMLElement> {
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

/** The route patterns of the portal under `prefix`, and each [role, pattern] pair the guard opens. */
export function portalScreens(prefix: string): { patterns: string[]; cases: (readonly [Role, string])[] } {
  const patterns = ROUTES.map((route) => route.pattern).filter(
    (pattern) => pattern === prefix || pattern.startsWith(`${prefix}/`),
  );
  const cases = ROLES.flatMap((role) =>
    patterns.filter((pattern) => canOpen(role, pattern)).map((pattern) => [role, pattern] as const),
  );
  return { patterns, cases };
}
