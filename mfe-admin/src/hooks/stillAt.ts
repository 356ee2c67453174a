import { localeOfPath } from '@sla/i18n';

/**
 * Whether the browser's address is still the screen at `pathname`, as the router sees it: inside the language's
 * prefix (/fr/admin/applications is /admin/applications). A change scheduled before the person followed a link must
 * not pull them back.
 */
export const stillAt = (pathname: string): boolean => localeOfPath(window.location.pathname).path === pathname;
