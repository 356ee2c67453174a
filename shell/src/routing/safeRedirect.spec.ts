import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect.js';

// The whole table of tricky forms is @sla/site-paths' own; these are the sign-in redirects seen in the wild.
describe('safeRedirect', () => {
  it.each([
    ['/admin/users?role=staff#top', '/admin/users?role=staff#top'],
    ['/applicant/applications/app-1/edit', '/applicant/applications/app-1/edit'],
  ])('keeps the path on this site %s', (value, kept) => expect(safeRedirect(value)).toBe(kept));

  it.each([
    null,
    '',
    'admin',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/%5C%5Cevil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('ignores %s', (value) => expect(safeRedirect(value)).toBeNull());
});
