import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@sla/ui/styles.css';
import catalogues from 'virtual:sla-messages';
import { activateLocale, loadCatalogue, localeOfPath } from '@sla/i18n';
import { installI18n } from '@sla/i18n/install';
import { App } from './App.js';
import { loadRuntimeConfig } from './config/runtimeConfig.js';
import { registerPortals } from './federation/portals.js';
import { captureServerRendered } from './federation/serverRendered.js';
import { connectIdentity } from './identity/connectIdentity.js';

captureServerRendered();
// The page's one message runtime, which every portal uses too.
installI18n();
// The address says the language (/fr/…); its messages (the shell's and every shared library's) arrive
// with the configuration, from the page itself when the server rendered it.
const { locale } = localeOfPath(window.location.pathname);
activateLocale(locale);
document.documentElement.lang = locale;
const [config] = await Promise.all([loadRuntimeConfig(), loadCatalogue('shell', catalogues)]);
registerPortals(config.remotes);
connectIdentity(config);

// The browser gets a turn between running the modules and drawing the page: two shorter tasks instead of one long
// one on a slow phone. (The transition below yields as it goes under React, in development; the browser build runs
// on Preact, which renders at once, decision 0036.) On a page the server rendered the visitor is already reading it.
await new Promise((resolve) => setTimeout(resolve, 0));
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App site={{ siteName: config.siteName, orgEmailDomain: config.orgEmailDomain, contactEmail: config.contactEmail }} />
    </StrictMode>,
  ),
);
