// Which language a page is served in. The address decides (/fr/… is French); an address without a
// prefix is sent to the visitor's language when they chose French (the cookie) or their browser asks
// for it first (Accept-Language). Everyone else, search engines included, gets English.
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  localeCookie,
  localeFromCookie,
  localeOfPath,
  localisedPath,
  negotiateLocale,
} from '@sla/i18n/locales';
import { onSitePath } from '@sla/site-paths';

export { LOCALES, localisedPath };

/**
 * The language switch's link carries ?lang=<locale>: the choice is remembered in the cookie and the
 * visitor is sent to the page in that language without the parameter. Null for any other request.
 */
export function languageChoice({ pathname, search = '' }) {
  const params = new URLSearchParams(search);
  const chosen = params.get('lang');
  if (!isLocale(chosen)) return null;
  params.delete('lang');
  const rest = params.toString();
  const page = `${localisedPath(localeOfPath(pathname).path, chosen)}${rest ? `?${rest}` : ''}`;
  // An address that would leave the site once redirected to (/fr//evil.example) goes to the language's home instead.
  return { redirect: onSitePath(page) ?? localisedPath('/', chosen), cookie: localeCookie(chosen) };
}

/**
 * `{ locale, path }` of a page request, or `{ redirect }` to the same page in the visitor's language.
 * `path` is the page's address without its language prefix.
 */
export function pageLanguage({ pathname, search = '', cookie, acceptLanguage }) {
  const { locale, path } = localeOfPath(pathname);
  if (locale !== DEFAULT_LOCALE) return { locale, path };
  const wanted = localeFromCookie(cookie) ?? negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
  if (wanted !== DEFAULT_LOCALE)
    return { redirect: onSitePath(`${localisedPath(path, wanted)}${search}`) ?? localisedPath('/', wanted) };
  return { locale, path };
}

/** <link rel="alternate" hreflang> of a page in every language, and x-default (English). */
export function alternateLinks(origin, path, escape) {
  const links = LOCALES.map(
    (locale) => `<link rel="alternate" hreflang="${locale}" href="${escape(`${origin}${localisedPath(path, locale)}`)}">`,
  );
  links.push(`<link rel="alternate" hreflang="x-default" href="${escape(`${origin}${path}`)}">`);
  return links.join('');
}
