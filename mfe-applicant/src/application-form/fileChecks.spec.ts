import { describe, expect, it } from 'vitest';
import type { FormQuestion } from '@sla/data';
import { checkFile } from './fileChecks.js';

const question = (overrides: Partial<FormQuestion>): FormQuestion => ({ id: 'q', type: 'file', label: 'Q', required: true, ...overrides });

describe('checkFile', () => {
  it('checks a file by its type (or its extension when the browser gives none) and size', () => {
    const file = (name: string, type: string, size = 10) => {
      const made = new File(['x'], name, { type });
      Object.defineProperty(made, 'size', { value: size });
      return made;
    };
    const anyType = question({});
    expect(checkFile(file('scan.jpg', ''), anyType)).toBeNull();
    expect(checkFile(file('notes.txt', ''), anyType)).toBe('“notes.txt” is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.');
    expect(checkFile(file('big.png', 'image/png', 12 * 1024 * 1024), anyType)).toBe(
      '“big.png” is larger than 10 MB (it is 12.0 MB). Choose a smaller file.',
    );
    expect(checkFile(file('empty.pdf', 'application/pdf', 0), anyType)).toBe('“empty.pdf” is empty. Choose another file.');
    // A question may not raise the service's limit.
    expect(checkFile(file('big.pdf', 'application/pdf', 11 * 1024 * 1024), question({ maxSizeMb: 50 }))).toMatch(/is larger than 10 MB/);
  });
});
