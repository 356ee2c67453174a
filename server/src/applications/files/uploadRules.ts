import { DataError } from '@sla/contract';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/contract/schemas';
import {
  UPLOAD_MESSAGES as FILE_RULE_MESSAGES,
  UPLOAD_TYPE_NAMES,
  uploadProblem,
  uploadTypeNames,
  uploadTypeOf,
  type FileQuestionRules,
  type UploadProblem,
  type UploadType,
} from '@sla/domain';
import { FILE_REFUSALS } from '@sla/contract/serviceMessages';
import { DIRECTION_CONTROLS, looksLikeMarkup } from './activeContent.js';
import { UploadRefusal } from './uploadRefusal.js';

const MB = 1024 * 1024;
/** The largest file anyone may upload, in bytes. */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * MB;

/**
 * The upload rules' words, shared with the applicant portal (@sla/domain), and those only the service can say, about
 * names and content (@sla/contract/serviceMessages).
 */
export const UPLOAD_MESSAGES = {
  ...FILE_RULE_MESSAGES,
  ...FILE_REFUSALS,
  contentMismatch: (type: UploadType) => FILE_REFUSALS.contentMismatch(UPLOAD_TYPE_NAMES[type], uploadTypeNames(UPLOAD_TYPES)),
} as const;

/** A broken upload rule as the service answers it: 415 for the type or name, 413 for the size, 400 for an empty file. */
function refusalOf({ kind, message }: UploadProblem): Error {
  if (kind === 'empty') return new DataError('invalid_input', message, { file: message });
  return new UploadRefusal(kind === 'tooLarge' ? 413 : 415, message);
}

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
  if (DIRECTION_CONTROLS.test(name))
    throw new DataError('invalid_input', UPLOAD_MESSAGES.directionControls, { file: UPLOAD_MESSAGES.directionControls });
  if (name.length > 200) throw new DataError('invalid_input', UPLOAD_MESSAGES.shorterName, { file: UPLOAD_MESSAGES.shorterName });
  return name;
}

/** The MIME type the request declares, without parameters, in lower case. */
export function declaredType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Checks an upload against the rules every file and this question must meet, and answers the type the content
 * really is. A browser that does not know a file's type sends application/octet-stream; the content then decides.
 * The rules the portal also checks (type, name's ending, size: uploadProblem) come first, so the message names the
 * first thing to fix; then the content, which only the service reads.
 */
export function checkUpload(question: FileQuestionRules, file: { name: string; declared: string; bytes: Buffer }): UploadType {
  const sniffed = sniffType(file.bytes);
  const type = uploadTypeOf({
    name: file.name,
    type: file.declared === 'application/octet-stream' && sniffed ? sniffed : file.declared,
  });
  const problem = uploadProblem(question, { name: file.name, type, size: file.bytes.length });
  if (problem) throw refusalOf(problem);
  // uploadProblem took the type, so it is one of UPLOAD_TYPES.
  const accepted = type as UploadType;
  if (sniffed !== accepted) throw new UploadRefusal(415, UPLOAD_MESSAGES.contentMismatch(accepted));
  if (looksLikeMarkup(file.bytes)) throw new UploadRefusal(415, UPLOAD_MESSAGES.markup);
  return accepted;
}
