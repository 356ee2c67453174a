import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from './uploadMessages.js';
import { uploadHint, uploadProblem, type FileQuestionRules } from './uploadRules.js';

const file = (name: string, type: string, size = 10) => ({ name, type, size });
const message = (question: FileQuestionRules, candidate: ReturnType<typeof file>) =>
  uploadProblem(question, candidate)?.message ?? null;

describe('upload rules', () => {
  it('checks a file by its type (or its extension when none is given) and size', () => {
    const anyType = {};
    expect(message(anyType, file('scan.jpg', ''))).toBeNull();
    expect(message(anyType, file('notes.txt', ''))).toBe(
      '“notes.txt” is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.',
    );
    expect(message(anyType, file('big.png', 'image/png', 12 * 1024 * 1024))).toBe(
      '“big.png” is larger than 10 MB (it is 12.0 MB). Choose a smaller file.',
    );
    expect(message(anyType, file('empty.pdf', 'application/pdf', 0))).toBe('“empty.pdf” is empty. Choose another file.');
    // A question may not raise the service's limit.
    expect(message({ maxSizeMb: 50 }, file('big.pdf', 'application/pdf', 11 * 1024 * 1024))).toMatch(/is larger than 10 MB/);
  });

  it('takes only the question’s own types, and a name that ends as files of the type do; says which rule was broken', () => {
    expect(uploadProblem({ accept: ['application/pdf'] }, file('a.png', 'image/png'))).toEqual({
      kind: 'type',
      message: '“a.png” is not a PDF file. Choose a PDF file.',
    });
    expect(uploadProblem({}, file('a.JPEG', 'image/jpeg'))).toBeNull();
    expect(uploadProblem({}, file('a.png', 'image/jpeg'))).toEqual({
      kind: 'extension',
      message: 'The file name must end in .jpg or .jpeg to match its type.',
    });
    expect(uploadProblem({ maxSizeMb: 0.5 }, file('a.pdf', 'application/pdf', 600 * 1024))).toEqual({
      kind: 'tooLarge',
      message: '“a.pdf” is larger than 0.5 MB (it is 600 KB). Choose a smaller file.',
    });
    expect(uploadProblem({}, file('a.pdf', 'application/pdf', 0))?.kind).toBe('empty');
  });

  it('words a refusal without a name for a file the service has not read', () => {
    expect(UPLOAD_MESSAGES.notType(['application/pdf', 'image/png', 'image/jpeg'])).toBe(
      'This file is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.',
    );
    expect(UPLOAD_MESSAGES.tooLarge(10)).toBe('This file is larger than 10 MB. Choose a smaller file.');
  });

  it('describes what a question takes', () => {
    expect(uploadHint({})).toBe('PDF, PNG or JPEG, up to 10 MB.');
    expect(uploadHint({ accept: ['image/png', 'image/jpeg'], maxSizeMb: 1 })).toBe('PNG or JPEG, up to 1 MB.');
  });
});
