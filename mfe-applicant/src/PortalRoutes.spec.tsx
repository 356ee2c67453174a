import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_PATHS } from '@sla/build-tools/portals';
import { ROUTES } from '@sla/permissions';
import { SiteProvider } from '@sla/ui';
import { PortalRoutes } from './PortalRoutes.js';
import { installFakeData, page, signInAs } from './testing/fakeData.js';

const prefix = '/applicant';
const SHELL_OWNED: readonly string[] = SHELL_PATHS;
const owned = ROUTES.filter((route) =>
  prefix
    ? route.pattern === prefix || route.pattern.startsWith(`${prefix}/`)
    : route.access.kind === 'public' && !SHELL_OWNED.includes(route.pattern),
);

describe('mfe-applicant screens', () => {
  // The screens load data: an applicant with nothing yet (and no application "demo-1").
  beforeEach(() => {
    signInAs('applicant');
    installFakeData({
      programs: { listActive: vi.fn().mockResolvedValue([]) },
      applications: {
        mine: vi.fn().mockResolvedValue(page([])),
        notices: vi.fn().mockResolvedValue([]),
        get: vi.fn().mockResolvedValue(null),
      },
    });
  });

  it('owns at least one route', () => expect(owned.length).toBeGreaterThan(0));

  it.each(owned.map((route) => [route.pattern, route.screen]))(
    '%s shows its heading and sets the title',
    async (pattern, name) => {
      render(
        <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
          <MemoryRouter initialEntries={[pattern.replace(':id', 'demo-1')]}>
            <Suspense fallback="loading">
              <PortalRoutes />
            </Suspense>
          </MemoryRouter>
        </SiteProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
      // The lazily loaded screen sets the title in an effect, after it first renders.
      await waitFor(() => expect(document.title).toBe(`${name} — Test Site`), { timeout: 5000 });
    },
  );
});
