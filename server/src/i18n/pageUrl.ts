import { DEFAULT_LOCALE, isLocale, localisedPath } from '@sla/i18n/locales';

/**
 * A page of the site at `path` ("/applicant/applications/…") for someone who reads `locale`: French pages live under
 * /fr/ (decision 0025), so a French e-mail's links open the French page. Unknown or null is English. Not for /api/
 * addresses, which have no language.
 */
export function pageUrl(siteUrl: string, path: string, locale: string | null | undefined): string {
  return `${siteUrl}${localisedPath(path, isLocale(locale) ? locale : DEFAULT_LOCALE)}`;
}
