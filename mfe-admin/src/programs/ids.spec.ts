import { describe, expect, it } from 'vitest';
import { assignIds, slugify } from './ids.js';

describe('slugify', () => {
  it('makes a lower-case slug of the label', () => {
    expect(slugify('Why do you want to join?', 'question')).toBe('why-do-you-want-to-join');
    expect(slugify('  Été à Nairobi — 2027 ', 'question')).toBe('ete-a-nairobi-2027');
    expect(slugify('CV / résumé (PDF)', 'question')).toBe('cv-resume-pdf');
  });

  it('falls back when the label has no letters or digits, and stays short', () => {
    expect(slugify('', 'question')).toBe('question');
    expect(slugify('???', 'section')).toBe('section');
    const long = slugify('a'.repeat(30) + ' ' + 'b'.repeat(30), 'question');
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long).toMatch(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/);
  });
});

describe('assignIds', () => {
  type Item = { id: string | null; label: string };
  const ids = (items: Item[]) =>
    assignIds(
      items,
      (item) => item.id,
      (item) => item.label,
      'question',
    );

  it('keeps existing ids, even when the label changed, and makes new ones unique', () => {
    expect(
      ids([
        { id: 'name', label: 'Your full name' },
        { id: null, label: 'Name' },
        { id: null, label: 'Name' },
        { id: null, label: '' },
        { id: 'question', label: 'Older question' },
      ]),
    ).toEqual(['name', 'name-2', 'name-3', 'question-2', 'question']);
  });
});
