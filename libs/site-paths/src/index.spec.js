import { describe, expect, it } from 'vitest';
import { onSitePath } from './index.js';

/** Addresses a browser would follow off this site, however they are dressed up. */
const OFF_SITE = [
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2Fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/./%2F%2Fevil.example',
  'https:evil.example',
  'https://evil.example',
  'http://evil.example/path',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:someone@evil.example',
  'evil.example',
  'evil.example/path',
  '',
  ' /about',
  '/about\\..\\..\\evil.example',
];

/** Paths on this site, with what a browser would ask for. */
const ON_SITE = [
  ['/', '/'],
  ['/about', '/about'],
  ['/fr/about', '/fr/about'],
  ['/admin/users?role=student', '/admin/users?role=student'],
  ['/blog/a-story#comments', '/blog/a-story#comments'],
  ['/admin/users?tab=2&x=a%20b#part', '/admin/users?tab=2&x=a%20b#part'],
  ['/a/../about', '/about'],
  ['/./about', '/about'],
  ['/./', '/'],
  // A browser asks this site for it (%2F is no separator); whoever decodes it must check again.
  ['/.%2F/evil.example', '/.%2F/evil.example'],
  ['/about?next=//evil.example', '/about?next=//evil.example'],
  ['/\u2215evil.example', '/%E2%88%95evil.example'],
  ['/\uFF0Fevil.example', '/%EF%BC%8Fevil.example'],
  ['/\uFF3Cevil.example', '/%EF%BC%BCevil.example'],
  ['/événements', '/%C3%A9v%C3%A9nements'],
  ['/path%2Fwith-encoded-slash', '/path%2Fwith-encoded-slash'],
];

describe('onSitePath', () => {
  it('has a table of at least forty tricky forms', () => {
    expect(OFF_SITE.length + ON_SITE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OFF_SITE.map((value) => [JSON.stringify(value), value]))('refuses %s', (_shown, value) => {
    expect(onSitePath(value)).toBeNull();
  });

  it.each(ON_SITE.map(([value, path]) => [JSON.stringify(value), value, path]))('keeps %s', (_shown, value, path) => {
    expect(onSitePath(value)).toBe(path);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/about']]) expect(onSitePath(value)).toBeNull();
  });

  it('answers a path a browser resolves back to itself, on any site', () => {
    for (const [value] of ON_SITE) {
      const path = onSitePath(value);
      expect(new URL(path, 'https://our.example').origin).toBe('https://our.example');
      expect(onSitePath(path)).toBe(path);
    }
  });
});
