import { localisedPath, type Locale } from '@sla/i18n';

/**
 * The address of the page in `locale`, with ?lang= so the site server remembers the choice in the
 * language cookie (and drops the parameter again) even when no script has run.
 */
export function languageSwitchHref(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const params = new URLSearchParams(location.search);
  params.set('lang', locale);
  return `${localisedPath(location.pathname, locale)}?${params.toString()}${location.hash}`;
}
