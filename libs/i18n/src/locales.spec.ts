import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromCookie, localeOfPath, localisedPath, negotiateLocale } from './locales.js';

describe('languages and addresses', () => {
  it('reads the language from the address, French under /fr', () => {
    expect(localeOfPath('/fr/about')).toEqual({ locale: 'fr', path: '/about' });
    expect(localeOfPath('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(localeOfPath('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(localeOfPath('/about')).toEqual({ locale: 'en', path: '/about' });
    // A path that merely starts with the letters is English.
    expect(localeOfPath('/french-lessons')).toEqual({ locale: 'en', path: '/french-lessons' });
  });

  it('writes the address of a page in a language', () => {
    expect(localisedPath('/about', 'fr')).toBe('/fr/about');
    expect(localisedPath('/', 'fr')).toBe('/fr/');
    expect(localisedPath('/about', 'en')).toBe('/about');
  });

  it("follows the browser's preferences by their weights, and knows when none is ours", () => {
    expect(negotiateLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr');
    expect(negotiateLocale('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(negotiateLocale('fr;q=0,en;q=0.1')).toBe('en');
    expect(negotiateLocale('de, es')).toBeNull();
    expect(negotiateLocale('')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
  });

  it('remembers a choice in a cookie that only names a language the site speaks', () => {
    expect(localeFromCookie(`theme=dark; ${localeCookie('fr').split(';')[0]}`)).toBe('fr');
    expect(localeFromCookie('sla_locale=de')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
    expect(localeCookie('fr')).toMatch(/^sla_locale=fr; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
});
