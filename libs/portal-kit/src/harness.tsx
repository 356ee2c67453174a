import { StrictMode } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from '@sla/router';
import { identityStore, useIdentity } from '@sla/auth';
import { loadCatalogue, t, type CatalogueImports } from '@sla/i18n';
import { installI18n } from '@sla/i18n/install';
import { ROLES } from '@sla/permissions';
import { DEFAULT_SITE } from '@sla/ui';
import '@sla/ui/styles.css';
import { useRouterBridge } from './bridge.js';
import { ParcelHost } from './ParcelHost.js';
import { ownedRoutes } from './ownedRoutes.js';

/**
 * The team's own dev harness (`npx nx serve mfe-<name>`): the portal alone, without the shell, with a
 * role picker so each screen can be seen as each role would, and links to every screen it owns.
 * The shell's guard is not here on purpose: the harness is for building screens, not for access.
 */
export async function renderHarness({
  name,
  prefix,
  lifecycles,
  catalogues,
}: {
  name: string;
  prefix: string | null;
  lifecycles: ParcelConfigObject;
  /** The portal's catalogues: in the harness they also carry the libraries' messages the frame uses. */
  catalogues: CatalogueImports;
}) {
  const element = document.getElementById('root');
  if (!element) throw new Error('The harness needs an element with id "root"');
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'harness', email: 'dev@example.com', displayName: 'Harness user' },
    role: 'admin',
    lookupFailed: false,
  });
  // The frame's own words come from the portal's catalogue: loaded before the first render, as the shell does.
  installI18n();
  await loadCatalogue(name, catalogues);
  createRoot(element).render(
    <StrictMode>
      <BrowserRouter>
        <HarnessFrame name={name} prefix={prefix} lifecycles={lifecycles} />
      </BrowserRouter>
    </StrictMode>,
  );
}

function HarnessFrame({ name, prefix, lifecycles }: { name: string; prefix: string | null; lifecycles: ParcelConfigObject }) {
  const bridge = useRouterBridge();
  const identity = useIdentity();
  const role = identity.status === 'signed-in' ? String(identity.role) : '';
  const owned = ownedRoutes(prefix);
  return (
    <div className="app">
      <header className="navbar">
        <div className="navbar__inner">
          <strong className="navbar__brand">{t('{name} · dev harness', { name })}</strong>
          <label>
            {t('Preview as')}{' '}
            <select
              value={role}
              onChange={(event) =>
                identityStore.set({
                  status: 'signed-in',
                  user: { uid: 'harness', email: 'dev@example.com', displayName: 'Harness user' },
                  role: event.target.value,
                  lookupFailed: false,
                })
              }
            >
              {ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </label>
        </div>
        <nav aria-label={t('Harness screens')} className="navbar__inner">
          {owned.map((route) => (
            <Link key={route.pattern} to={route.pattern.replace(':id', 'demo-1')}>
              {route.screen}
            </Link>
          ))}
        </nav>
      </header>
      <main className="app__main">
        {/* Mounted as a parcel, exactly as the shell mounts it. */}
        <ParcelHost config={lifecycles} props={{ location: bridge.location, navigator: bridge.navigator, site: DEFAULT_SITE }} />
      </main>
    </div>
  );
}
