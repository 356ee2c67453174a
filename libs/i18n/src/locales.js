// Plain JavaScript (with locales.d.ts) so the site server, which runs without a TypeScript loader,
// decides languages with the same rules as the pages.

/** The languages the site is written in. English is the source language and the fallback. */
export const LOCALES = ['en', 'fr'];
export const DEFAULT_LOCALE = 'en';

/** The cookie that remembers a visitor's choice of language (also read by the site server). */
export const LOCALE_COOKIE = 'sla_locale';

/** What each language is called in itself, for the language switch. */
export const LOCALE_NAMES = { en: 'English', fr: 'Français' };

/** The regional formats dates, numbers and amounts follow in each language. */
export const INTL_LOCALES = { en: 'en-GB', fr: 'fr-FR' };

export function isLocale(value) {
  return typeof value === 'string' && LOCALES.includes(value);
}

/**
 * Every language but English has its own addresses under a prefix (/fr/about): the path says which
 * language a page is in, so a link, a search engine and the server all agree.
 */
export function localeOfPath(pathname) {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The router's basename for a language: '' for English, '/fr' for French. */
export function basenameOf(locale) {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The address of `path` (which starts with '/', without a language prefix) in `locale`. */
export function localisedPath(path, locale) {
  const base = basenameOf(locale);
  if (!base) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}

/** The best of our languages for an Accept-Language header, by its quality values; null when none. */
export function negotiateLocale(acceptLanguage) {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/** The language a cookie header remembers, or null. */
export function localeFromCookie(cookieHeader) {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  return match && isLocale(match[1]) ? match[1] : null;
}

/** The Set-Cookie value that remembers `locale` for a year, for the whole site. */
export function localeCookie(locale) {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
