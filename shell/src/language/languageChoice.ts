import { localisedPath, type Locale } from '@sla/i18n';
import { onSitePath } from '@sla/site-paths';

/**
 * The address of the page in `locale`, with ?lang= so the site server remembers the choice in the
 * language cookie (and drops the parameter again) even when no script has run.
 */
export function languageSwitchHref(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const params = new URLSearchParams(location.search);
  params.set('lang', locale);
  // On an address that is not a page of ours (/fr//evil.example), the switch goes to the language's home.
  return (
    onSitePath(`${localisedPath(location.pathname, locale)}?${params.toString()}${location.hash}`) ??
    `${localisedPath('/', locale)}?lang=${locale}`
  );
}
