import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';

/** Where the router is (data-testid "location"), for tests that follow a navigation or a filter kept in the address. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A portal's screens at `path`: each route pattern with its screen, imported eagerly (unlike the portal's lazy
 * PortalRoutes, so a test waits for data only), and a LocationProbe.
 */
export function renderRoutesAt(path: string, routes: Readonly<Record<string, ReactElement>>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([pattern, screen]) => (
          <Route key={pattern} path={pattern} element={screen} />
        ))}
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
