import { describe, expect, it } from 'vitest';
import { webAddress } from './contentEditing.js';

describe('webAddress', () => {
  it.each(['https://example.org/register', 'http://example.org', 'https://example.org?x=1', '/events/open-day', '/images/a.png'])(
    'takes %s',
    (value) => expect(webAddress.safeParse(value).success).toBe(true),
  );

  it.each([
    '/\\evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '/.//evil.example',
    'https:evil.example',
    'https://',
    'javascript:alert(1)',
    'evil.example',
    '/\tx',
  ])('refuses %s', (value) => expect(webAddress.safeParse(value).success).toBe(false));
});
