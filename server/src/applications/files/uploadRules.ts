import { DataError } from '@sla/data';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/data/schemas';
import { DIRECTION_CONTROLS, looksLikeMarkup } from './activeContent.js';
import { UploadRefusal } from './uploadRefusal.js';

export type UploadType = (typeof UPLOAD_TYPES)[number];

const MB = 1024 * 1024;
/** The largest file anyone may upload, in bytes. */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * MB;

const LABEL: Record<UploadType, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };
const EXTENSIONS: Record<UploadType, readonly string[]> = { 'application/pdf': ['.pdf'], 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

const onlyTypes = (types: readonly string[]) => `Only ${listInWords(types.map((type) => LABEL[type as UploadType] ?? type))} files can be uploaded.`;

export const UPLOAD_MESSAGES = {
  plainName: 'Give the file a plain name without folders.',
  directionControls: 'Give the file a plain name: it holds characters that change the direction text is shown in.',
  markup: 'This file also holds web page code (HTML or SVG), which we do not accept. Save it again as a plain PDF, PNG or JPEG and upload that.',
  shorterName: 'Give the file a shorter name (at most 200 characters).',
  empty: 'This file is empty.',
  tooLarge: (mb: number) => `This file is larger than ${Number(mb.toFixed(1))} MB.`,
  onlyTypes,
  contentMismatch: (type: UploadType) => `This file is not really a ${LABEL[type]}. ${onlyTypes(UPLOAD_TYPES)}`,
  extension: (type: UploadType) => `The file name must end in ${listInWords(EXTENSIONS[type])} to match its type.`,
  notAFileQuestion: 'This question does not take a file.',
  chooseQuestion: 'Say which question the file answers.',
} as const;

export const isUploadType = (type: string): type is UploadType => (UPLOAD_TYPES as readonly string[]).includes(type);

/** The type a file's first bytes say it is (PDF "%PDF-", PNG's 8-byte signature, JPEG FF D8 FF), or null. */
export function sniffType(bytes: Uint8Array): UploadType | null {
  const starts = (signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/**
 * The file's name from the X-File-Name header (URI-encoded by the portal), refused unless it is a plain name: no
 * folders, no "..", no control characters, nothing that reverses how the name reads. It is only ever shown and offered back as a download name, but a name
 * like ../../etc/passwd has no business being stored.
 */
export function plainFileName(header: string | string[] | undefined): string {
  const bad = () => new DataError('invalid_input', UPLOAD_MESSAGES.plainName, { file: UPLOAD_MESSAGES.plainName });
  if (typeof header !== 'string') throw bad();
  let name: string;
  try {
    name = decodeURIComponent(header).trim();
  } catch {
    throw bad();
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!name || name === '.' || /[/\\]|\.\.|[\u0000-\u001f\u007f]/.test(name)) throw bad();
  if (DIRECTION_CONTROLS.test(name)) throw new DataError('invalid_input', UPLOAD_MESSAGES.directionControls, { file: UPLOAD_MESSAGES.directionControls });
  if (name.length > 200) throw new DataError('invalid_input', UPLOAD_MESSAGES.shorterName, { file: UPLOAD_MESSAGES.shorterName });
  return name;
}

/** The MIME type the request declares, without parameters, in lower case. */
export function declaredType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface FileQuestionRules {
  accept?: readonly string[];
  maxSizeMb?: number;
}

/**
 * Checks an upload against the rules every file and this question must meet, and answers the type the content
 * really is. A browser that does not know a file's type sends application/octet-stream; the content then decides.
 * Cheap checks on the name and declared type come first, so the message names the first thing to fix.
 */
export function checkUpload(question: FileQuestionRules, file: { name: string; declared: string; bytes: Buffer }): UploadType {
  const sniffed = sniffType(file.bytes);
  const declared = file.declared === 'application/octet-stream' && sniffed ? sniffed : file.declared;
  if (!isUploadType(declared)) throw new UploadRefusal(415, UPLOAD_MESSAGES.onlyTypes(UPLOAD_TYPES));
  if (!EXTENSIONS[declared].some((extension) => file.name.toLowerCase().endsWith(extension))) throw new UploadRefusal(415, UPLOAD_MESSAGES.extension(declared));
  if (file.bytes.length === 0) throw new DataError('invalid_input', UPLOAD_MESSAGES.empty, { file: UPLOAD_MESSAGES.empty });
  const maxMb = Math.min(question.maxSizeMb ?? UPLOAD_MAX_MB, UPLOAD_MAX_MB);
  if (file.bytes.length > maxMb * MB) throw new UploadRefusal(413, UPLOAD_MESSAGES.tooLarge(maxMb));
  if (sniffed !== declared) throw new UploadRefusal(415, UPLOAD_MESSAGES.contentMismatch(declared));
  if (looksLikeMarkup(file.bytes)) throw new UploadRefusal(415, UPLOAD_MESSAGES.markup);
  const accept = question.accept?.length ? question.accept : UPLOAD_TYPES;
  if (!accept.includes(declared)) throw new UploadRefusal(415, UPLOAD_MESSAGES.onlyTypes(accept));
  return declared;
}
