import { describe, expect, it } from 'vitest';
import { safeHref } from './safeLinks.js';

describe('safeHref', () => {
  it.each([
    ['/programs/dynamerge', '/programs/dynamerge'],
    ['/blog?category=research#top', '/blog?category=research#top'],
    ['#apply', '#apply'],
    ['?page=2', '?page=2'],
    ['/blog?category=news&page=2', '/blog?category=news&page=2'],
    ['stories/one', 'stories/one'],
    ['https://example.org', 'https://example.org/'],
    ['HTTP://Example.org/a b', 'http://example.org/a%20b'],
    ['mailto:team@scientistleaders.africa', 'mailto:team@scientistleaders.africa'],
  ])('keeps %s', (href, kept) => {
    expect(safeHref(href)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'java%09script:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://example.org',
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https:\\\\evil.example',
    'http://[bad',
    // Entities left after Markdown decoded the author's: a second layer of encoding.
    '&#0000106avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'java&Tab;script:alert(1)',
    '/page#&#106;avascript:x',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});
