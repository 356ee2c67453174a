import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { SiteProvider } from '@sla/ui';

/**
 * Renders a screen at `url` (path and query) as the portal does: inside its route, with the site
 * settings, and in StrictMode, so effects run twice as they do in development.
 */
export function renderScreen(url: string, screen: ReactElement) {
  const pathname = new URL(url, 'http://site.test').pathname;
  return render(
    <StrictMode>
      <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pathname} element={screen} />
          </Routes>
        </MemoryRouter>
      </SiteProvider>
    </StrictMode>,
  );
}
