// What an uploaded file holds, beyond its first bytes (uploadRules.ts): a picture must decode in full within the pixel
// limit the media library keeps (a 2 KB PNG may claim 50,000 × 50,000 pixels, or be a header with no picture), and a
// PDF may not carry scripts or actions that start programs, which a reader's PDF viewer would run. Applicants'
// files, students' hand-ins and module files all go through it.
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DataError } from '@sla/contract';
import type { UploadType } from '@sla/domain';
import { MEDIA_MAX_PIXELS, MEDIA_MESSAGES } from '../../content/media/mediaRules.js';
import { UploadRefusal } from './uploadRefusal.js';
import { UPLOAD_MESSAGES } from './uploadRules.js';

/** PDF names that run code or open other programs: /JavaScript and /JS actions, /Launch. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);

/** Every /Name in PDF text, its #xx escapes decoded ("/J#61vaScript" is /JavaScript). */
function* pdfNames(text: string): Generator<string> {
  for (const [, raw] of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g))
    yield raw!.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The decompressed bytes of the file's Flate streams (object streams hide dictionaries there), as latin1 text. */
function* inflatedStreams(text: string, bytes: Buffer): Generator<string> {
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    try {
      yield inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      // Not Flate, or not whole: nothing more to read in it.
    }
  }
}

/** Whether a PDF names a script or a launch action anywhere, compressed object streams included. */
export function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  for (const part of [text, ...inflatedStreams(text, bytes)])
    for (const name of pdfNames(part)) if (ACTIVE_NAMES.has(name)) return true;
  return false;
}

/** A picture that decodes in full within the pixel limit; refused in words otherwise (400). */
async function checkPicture(bytes: Buffer, name: string): Promise<void> {
  const unreadable = () =>
    new DataError('invalid_input', UPLOAD_MESSAGES.unreadableImage(name), { file: UPLOAD_MESSAGES.unreadableImage(name) });
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false, failOn: 'warning' }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > MEDIA_MAX_PIXELS) {
    const message = MEDIA_MESSAGES.tooManyPixels(name, width, height);
    throw new DataError('invalid_input', message, { file: message });
  }
  try {
    // Decoding every row (into a thumbnail, so memory stays small) is what finds a header with no picture behind it.
    await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning' }).resize(32, 32, { fit: 'inside' }).toBuffer();
  } catch {
    throw unreadable();
  }
}

/** Checks what a file of an accepted `type` (checkUpload's answer) holds. */
export async function checkUploadContent(type: UploadType, name: string, bytes: Buffer): Promise<void> {
  if (type === 'application/pdf') {
    if (pdfHasActiveContent(bytes)) throw new UploadRefusal(415, UPLOAD_MESSAGES.activePdf);
    return;
  }
  await checkPicture(bytes, name);
}
