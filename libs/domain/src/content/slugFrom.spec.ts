import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '@sla/contract/schemas';
import { slugFrom } from './slugFrom.js';

describe('slugFrom', () => {
  it.each([
    ['Scholar stories', 'scholar-stories'],
    ["Éléonore's first week!", 'eleonore-s-first-week'],
    ['  --Hello,   World--  ', 'hello-world'],
    ['2026: the year', '2026-the-year'],
    ['日本語', ''],
  ])('%j -> %j', (title, slug) => expect(slugFrom(title)).toBe(slug));

  it('makes only addresses the form accepts, never ending in a hyphen when cut short', () => {
    const long = slugFrom('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(SLUG_PATTERN);
  });
});
