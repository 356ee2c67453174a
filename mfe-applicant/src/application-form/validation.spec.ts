import { describe, expect, it } from 'vitest';
import type { FormQuestion } from '@sla/data';
import { uploaded } from '../testing/fixtures.js';
import { countWords } from './answers.js';
import { checkFile } from './fileChecks.js';
import { validateAnswer } from './validation.js';

const question = (overrides: Partial<FormQuestion>): FormQuestion => ({ id: 'q', type: 'short_text', label: 'Q', required: true, ...overrides });

describe('Answer checks', () => {
  it('counts words by runs of non-space characters', () => {
    expect([countWords(''), countWords('  '), countWords(' one  two\nthree ')]).toEqual([0, 0, 3]);
  });

  it('asks for required answers in words that fit the question', () => {
    expect(validateAnswer(question({}), '  ', [])).toBe('Answer this question.');
    expect(validateAnswer(question({ type: 'choice', options: ['A'] }), null, [])).toBe('Choose an option.');
    expect(validateAnswer(question({ type: 'choice', options: ['A'], multiple: true }), [], [])).toBe('Choose at least one option.');
    expect(validateAnswer(question({ type: 'file' }), 'file-1', [])).toBe('Upload a file.');
    expect(validateAnswer(question({ type: 'file' }), 'file-1', [uploaded()])).toBeNull();
    expect(validateAnswer(question({ required: false }), '', [])).toBeNull();
  });

  it('checks limits, real dates and offered options', () => {
    expect(validateAnswer(question({}), 'x'.repeat(201), [])).toBe('Keep it to 200 characters or fewer (you have 201).');
    expect(validateAnswer(question({ maxLength: 5 }), 'abcde', [])).toBeNull();
    expect(validateAnswer(question({ type: 'date' }), '2023-02-30', [])).toBe('Enter a real date, for example 2007-03-14.');
    expect(validateAnswer(question({ type: 'date' }), '2024-02-29', [])).toBeNull();
    expect(validateAnswer(question({ type: 'choice', options: ['A', 'B'] }), 'C', [])).toBe('Choose from the options given.');
    expect(validateAnswer(question({ type: 'choice', options: ['A', 'B'] }), ['A', 'B'], [])).toBe('Choose only one option.');
  });

  it('checks a file by its type (or its extension when the browser gives none) and size', () => {
    const file = (name: string, type: string, size = 10) => {
      const made = new File(['x'], name, { type });
      Object.defineProperty(made, 'size', { value: size });
      return made;
    };
    const anyType = question({ type: 'file' });
    expect(checkFile(file('scan.jpg', ''), anyType)).toBeNull();
    expect(checkFile(file('notes.txt', ''), anyType)).toBe('“notes.txt” is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.');
    expect(checkFile(file('big.png', 'image/png', 12 * 1024 * 1024), anyType)).toBe(
      '“big.png” is larger than 10 MB (it is 12.0 MB). Choose a smaller file.',
    );
    expect(checkFile(file('empty.pdf', 'application/pdf', 0), anyType)).toBe('“empty.pdf” is empty. Choose another file.');
    // A question may not raise the service's limit.
    expect(checkFile(file('big.pdf', 'application/pdf', 11 * 1024 * 1024), question({ type: 'file', maxSizeMb: 50 }))).toMatch(/is larger than 10 MB/);
  });
});
