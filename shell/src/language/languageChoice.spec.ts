import { describe, expect, it } from 'vitest';
import { languageSwitchHref } from './languageChoice.js';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('languageSwitchHref', () => {
  it('links to the same page in the other language, keeping the query and the fragment', () => {
    expect(languageSwitchHref(at('/blog/lab-days', '?x=1', '#end'), 'fr')).toBe('/fr/blog/lab-days?x=1&lang=fr#end');
    expect(languageSwitchHref(at('/blog/lab-days'), 'en')).toBe('/blog/lab-days?lang=en');
  });

  it.each(['//evil.example', '/\\evil.example', '/.//evil.example', '//evil.example/path'])(
    'links to the home page, never off the site, from %s',
    (pathname) => {
      expect(languageSwitchHref(at(pathname), 'en')).toBe('/?lang=en');
      expect(languageSwitchHref(at(pathname), 'fr')).toMatch(/^\/fr\//);
    },
  );
});
