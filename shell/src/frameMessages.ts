import { EMAIL_INVALID, EMAIL_REQUIRED, EMAIL_TOO_LONG } from '@sla/contract/email';
import { msg } from '@sla/i18n';
import { portalLinks, ROLES } from '@sla/permissions';

/**
 * Words the frame may show on a server-rendered page before the rest of the catalogues has arrived, which the
 * server's render of that page does not show: the open menu, the newsletter field's checks, the navigation of a
 * visitor whose session is restored (often sooner than the catalogues), and the states of a portal that is loading or
 * could not be fetched (offline, the catalogues could not be either). The site server puts them in every page beside
 * the messages the render used (ssrLanguage.ts).
 */
export const FRAME_MESSAGES_BEFORE_CATALOGUES: readonly string[] = [
  msg('Close menu'),
  msg('Logout'),
  msg('Your portals'),
  msg('Account'),
  ...new Set(ROLES.flatMap((role) => portalLinks(role).map((link) => link.label))),
  msg('Subscribing…'),
  EMAIL_REQUIRED,
  EMAIL_INVALID,
  EMAIL_TOO_LONG,
  msg('Loading…'),
  msg('Checking your account…'),
  msg('Retry'),
  msg('Retrying…'),
  msg('You are offline'),
  msg('This page needs a connection to load. It will load by itself when you are back online.'),
  msg('This part of the site is taking too long to load'),
  msg('This part of the site is not available right now'),
  msg('The rest of the site still works: use the menu to go elsewhere, or try again in a moment.'),
];
