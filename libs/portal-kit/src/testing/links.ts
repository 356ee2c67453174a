// What the portals' screen tests share: rendering a screen as a role, reading the links it offers, and rendering
// a portal's routes at an address.
export { linkAddresses, unopenableLinks } from './unopenableLinks.js';
export { portalScreens, renderPortalScreen, signInAs } from './renderPortalScreen.js';
export { LocationProbe, renderRoutesAt } from './renderRoutes.js';
