import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect.js';

const ORIGIN = 'https://site.example';

describe('safeRedirect', () => {
  it.each([
    ['/admin/users?role=staff#top', '/admin/users?role=staff#top'],
    ['/applicant/applications/app-1/edit', '/applicant/applications/app-1/edit'],
    // Encoded backslashes stay a harmless path on this site.
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
  ])('keeps the same-origin path %s', (value, kept) => expect(safeRedirect(value, ORIGIN)).toBe(kept));

  it.each([null, '', 'admin', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores %s',
    (value) => expect(safeRedirect(value, ORIGIN)).toBeNull(),
  );
});
