import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App site={{ siteName: config.siteName, orgEmailDomain: config.orgEmailDomain }} />
  </StrictMode>,
);
