import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from '@sla/router';
import { SiteProvider } from '@sla/ui';
import { describe, expect, it } from 'vitest';
import { ownedRoutes } from './ownedRoutes.js';

export interface PortalScreensSpec {
  /** The portal's project name, for the test titles. */
  name: string;
  prefix: string | null;
  PortalRoutes: ComponentType;
  /** Runs in the describe block before the tests: set up fakes and sign-in with beforeEach here. */
  setup?: () => void;
  /** The address a route pattern is opened at (its parameters filled in). */
  address?: (pattern: string) => string;
  /** Further checks of a screen once its heading and title are there. */
  check?: (pattern: string, screenName: string) => Promise<void>;
}

/**
 * The test every portal runs over the routes it owns: each one renders a level-one heading and sets
 * the document title to "<screen> — <site name>", as the route table names the screen.
 */
export function describePortalScreens({
  name,
  prefix,
  PortalRoutes,
  setup,
  address = (pattern) => pattern.replace(':id', 'demo-1'),
  check,
}: PortalScreensSpec) {
  const owned = ownedRoutes(prefix);
  describe(`${name} screens`, () => {
    setup?.();
    it('owns at least one route', () => expect(owned.length).toBeGreaterThan(0));

    it.each(owned.map((route) => [route.pattern, route.screen]))(
      '%s shows its heading and sets the title',
      async (pattern, screenName) => {
        render(
          <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
            <MemoryRouter initialEntries={[address(pattern)]}>
              <Suspense fallback="loading">
                <PortalRoutes />
              </Suspense>
            </MemoryRouter>
          </SiteProvider>,
        );
        expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
        // The lazily loaded screen sets the title in an effect, after it first renders.
        // A detail screen names its subject first: "Reading log — Assignment — Test Site".
        const title = `${screenName} — Test Site`;
        await waitFor(() => expect(document.title === title || document.title.endsWith(` — ${title}`)).toBe(true), {
          timeout: 5000,
        });
        await check?.(pattern, screenName);
      },
    );
  });
}
