import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@sla/router';
import { describe, expect, it } from 'vitest';
import { SHELL_PATHS } from '@sla/build-tools/portals';
import { ROUTES } from '@sla/permissions';
import { SiteProvider } from '@sla/ui';
import { PortalRoutes } from './PortalRoutes.js';

const prefix = null;
const SHELL_OWNED: readonly string[] = SHELL_PATHS;
const owned = ROUTES.filter((route) =>
  prefix
    ? route.pattern === prefix || route.pattern.startsWith(`${prefix}/`)
    : route.access.kind === 'public' && !SHELL_OWNED.includes(route.pattern),
);

/** Routes whose content comes from the data service: with no data client they show the error panel. */
const DATA_ROUTES = ['/', '/programs/stepup-scholars', '/programs/dynamerge', '/blog', '/blog/:slug'];

describe('mfe-public screens', () => {
  it('owns at least one route', () => expect(owned.length).toBeGreaterThan(0));

  it.each(owned.map((route) => [route.pattern, route.screen]))(
    '%s shows its heading and sets the title',
    async (pattern, name) => {
      render(
        <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
          <MemoryRouter initialEntries={[pattern.replace(':id', 'demo-1').replace(':slug', 'a-story')]}>
            <Suspense fallback="loading">
              <PortalRoutes />
            </Suspense>
          </MemoryRouter>
        </SiteProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
      // The lazily loaded screen sets the title in an effect, after it first renders.
      await waitFor(() => expect(document.title).toBe(`${name} — Test Site`), { timeout: 5000 });
      if (DATA_ROUTES.includes(pattern)) {
        // No data client here: the page says what failed and offers Retry, under its own heading.
        expect(await screen.findByRole('alert')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pattern === '/' ? "Nurturing Africa's next generation of scientist-leaders" : name);
      }
    },
  );
});
