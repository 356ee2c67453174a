// What the portals' link tests share: rendering a screen as a role, and reading the links it offers.
export { linkAddresses, unopenableLinks } from './unopenableLinks.js';
export { portalScreens, renderPortalScreen, signInAs } from './renderPortalScreen.js';
