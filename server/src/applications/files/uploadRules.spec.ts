import { describe, expect, it } from 'vitest';
import { DataError } from '@sla/contract';
import { JPEG, PDF, PNG } from '../testing.js';
import { UploadRefusal } from './uploadRefusal.js';
import { checkUpload, declaredType, plainFileName, sniffType, UPLOAD_MESSAGES } from './uploadRules.js';

describe('upload rules', () => {
  it('recognises PDF, PNG and JPEG by their first bytes, and nothing else', () => {
    expect([
      sniffType(PDF),
      sniffType(PNG),
      sniffType(JPEG),
      sniffType(Buffer.from('GIF89a')),
      sniffType(Buffer.alloc(0)),
    ]).toEqual(['application/pdf', 'image/png', 'image/jpeg', null, null]);
  });

  it('takes plain names, decoded, and refuses folders, dot-dot and control characters', () => {
    expect(plainFileName(encodeURIComponent('Lettre de motivation é.pdf'))).toBe('Lettre de motivation é.pdf');
    for (const name of ['../x.pdf', 'a/b.pdf', 'a\\b.pdf', 'x\u0007.pdf', '.', ''])
      expect(() => plainFileName(encodeURIComponent(name))).toThrow(UPLOAD_MESSAGES.plainName);
    expect(() => plainFileName(undefined)).toThrow(DataError);
    expect(() => plainFileName('%')).toThrow(UPLOAD_MESSAGES.plainName);
  });

  it('reads the declared type without parameters', () => {
    expect(declaredType('Application/PDF; charset=binary')).toBe('application/pdf');
    expect(declaredType(undefined)).toBe('');
  });

  it('answers the checked type, letting the content decide for application/octet-stream', () => {
    expect(checkUpload({}, { name: 'a.JPG', declared: 'image/jpeg', bytes: JPEG })).toBe('image/jpeg');
    expect(checkUpload({}, { name: 'a.png', declared: 'application/octet-stream', bytes: PNG })).toBe('image/png');
  });

  it('refuses with 415 or 413 as an UploadRefusal, naming the first thing to fix', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof UploadRefusal ? [error.status, error.message] : error;
      }
      return null;
    };
    expect(refusal(() => checkUpload({}, { name: 'a.gif', declared: 'image/gif', bytes: PNG }))).toEqual([
      415,
      '“a.gif” is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.',
    ]);
    expect(refusal(() => checkUpload({}, { name: 'a.jpg', declared: 'application/pdf', bytes: PDF }))).toEqual([
      415,
      'The file name must end in .pdf to match its type.',
    ]);
    expect(refusal(() => checkUpload({}, { name: 'a.png', declared: 'image/jpeg', bytes: JPEG }))).toEqual([
      415,
      'The file name must end in .jpg or .jpeg to match its type.',
    ]);
    expect(
      refusal(() =>
        checkUpload(
          { maxSizeMb: 0.5 },
          { name: 'a.pdf', declared: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(600 * 1024)]) },
        ),
      ),
    ).toEqual([413, '“a.pdf” is larger than 0.5 MB (it is 600 KB). Choose a smaller file.']);
    expect(
      refusal(() => checkUpload({ accept: ['application/pdf'] }, { name: 'a.png', declared: 'image/png', bytes: PNG })),
    ).toEqual([415, '“a.png” is not a PDF file. Choose a PDF file.']);
  });
});
