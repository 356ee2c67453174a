import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { headerOnlyPng, JPEG, PDF, PNG, pdfWith } from '../testing.js';
import { checkUploadContent, pdfHasActiveContent } from './uploadContent.js';

describe('what an uploaded file holds', () => {
  it('takes whole pictures and plain PDFs', async () => {
    await expect(checkUploadContent('image/png', 'a.png', PNG)).resolves.toBeUndefined();
    await expect(checkUploadContent('image/jpeg', 'a.jpg', JPEG)).resolves.toBeUndefined();
    await expect(checkUploadContent('application/pdf', 'a.pdf', PDF)).resolves.toBeUndefined();
  });

  it('refuses a small PNG claiming 50,000 × 50,000 pixels, in words naming the size', async () => {
    await expect(checkUploadContent('image/png', 'bomb.png', headerOnlyPng(50_000, 50_000))).rejects.toThrow(
      /50000 × 50000|50,000/,
    );
  });

  it('refuses a picture that is only its header, or cut short', async () => {
    await expect(checkUploadContent('image/png', 'empty.png', headerOnlyPng(100, 100))).rejects.toThrow(
      'We could not read the picture in empty.png',
    );
    await expect(checkUploadContent('image/jpeg', 'cut.jpg', JPEG.subarray(0, JPEG.length - 40))).rejects.toThrow(
      'We could not read the picture in cut.jpg',
    );
  });

  it.each([
    ['a JavaScript opening action', pdfWith('<< /S /JavaScript /JS (app.alert(1)) >>')],
    ['a launch action', pdfWith('<< /S /Launch /F (calc.exe) >>')],
    ['a name spelled with escapes', pdfWith('<< /S /J#61vaScript /J#53 (app.alert(1)) >>')],
    [
      'a script hidden in a compressed object stream',
      Buffer.concat([
        Buffer.from('%PDF-1.5\n2 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
        deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>')),
        Buffer.from('\nendstream\nendobj\n%%EOF\n'),
      ]),
    ],
  ])('refuses a PDF with %s (415)', async (_case, bytes) => {
    expect(pdfHasActiveContent(bytes)).toBe(true);
    await expect(checkUploadContent('application/pdf', 'x.pdf', bytes)).rejects.toMatchObject({ status: 415 });
  });

  it('does not mistake ordinary PDF names for actions', () => {
    expect(pdfHasActiveContent(pdfWith('<< /S /GoTo /D [3 0 R /Fit] >>'))).toBe(false);
    expect(pdfHasActiveContent(Buffer.from('%PDF-1.4\n<< /Type /Page /Contents 4 0 R /JSON (no) /Launcher 1 >>\n%%EOF'))).toBe(
      false,
    );
  });
});
