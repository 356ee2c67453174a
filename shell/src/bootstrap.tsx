import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@sla/ui/styles.css';
import { App } from './App.js';
import { loadRuntimeConfig } from './config/runtimeConfig.js';
import { registerPortals } from './federation/portals.js';
import { captureServerRendered } from './federation/serverRendered.js';
import { connectIdentity } from './identity/connectIdentity.js';

captureServerRendered();
const config = await loadRuntimeConfig();
registerPortals(config.remotes);
connectIdentity(config);

// The first render is interruptible (a transition): it yields to the browser every few milliseconds
// instead of holding a slow phone's main thread for the whole page. On a page the server rendered the
// visitor is already reading it meanwhile; elsewhere the page appears when it is complete, as before.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App site={{ siteName: config.siteName, orgEmailDomain: config.orgEmailDomain, contactEmail: config.contactEmail }} />
    </StrictMode>,
  ),
);
