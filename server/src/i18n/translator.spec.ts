import { describe, expect, it } from 'vitest';
import { formatDay, translator } from './translator.js';

describe('translator', () => {
  it('speaks English to anyone whose language is unknown, with placeholders filled', () => {
    expect(translator(null)('Dear {name},', { name: 'Ama' })).toBe('Dear Ama,');
    expect(translator('de')('{count, plural, one {# day} other {# days}}', { count: 2 })).toBe('2 days');
  });

  it('writes dates in the recipient’s language', () => {
    const day = new Date('2027-01-31T12:00:00Z');
    expect(formatDay('en', day)).toBe('31 January 2027');
    expect(formatDay('fr', day)).toBe('31 janvier 2027');
  });
});
