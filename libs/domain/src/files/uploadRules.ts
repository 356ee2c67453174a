import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/contract/schemas';
import { UPLOAD_EXTENSIONS, UPLOAD_MESSAGES as M, uploadHintWords, type UploadType } from './uploadMessages.js';

/** What a file question says about its files; both optional. */
export interface FileQuestionRules {
  accept?: readonly string[];
  maxSizeMb?: number;
}

/**
 * A file as both sides know it before its content is read: its name, the MIME type it was declared with ('' when
 * none was given, as a browser does for a type it does not know) and its size in bytes. A browser's File is one.
 */
export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

/** Which rule a file breaks, so the data service can answer with the matching status, and the words for it. */
export interface UploadProblem {
  kind: 'type' | 'extension' | 'empty' | 'tooLarge';
  message: string;
}

const MB = 1024 * 1024;

export const isUploadType = (type: string): type is UploadType => (UPLOAD_TYPES as readonly string[]).includes(type);

/** The MIME types this question takes: its own list, else every type the service accepts. */
export function acceptedUploadTypes(question: FileQuestionRules): readonly string[] {
  return question.accept?.length ? question.accept : UPLOAD_TYPES;
}

/** The size limit in MB: the question's, never above the service's. */
export function uploadLimitMb(question: FileQuestionRules): number {
  return Math.min(question.maxSizeMb ?? UPLOAD_MAX_MB, UPLOAD_MAX_MB);
}

/** "PDF, PNG or JPEG, up to 10 MB.": what a file question takes, in the reader's language, shown beside it. */
export function uploadHint(question: FileQuestionRules): string {
  return uploadHintWords(acceptedUploadTypes(question), uploadLimitMb(question));
}

/** The type a file is taken to be: the one it was declared with, else the one its name's ending implies ('' for none). */
export function uploadTypeOf(file: Pick<UploadCandidate, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  return UPLOAD_TYPES.find((type) => UPLOAD_EXTENSIONS[type].some((ending) => name.endsWith(ending))) ?? '';
}

/**
 * The first upload rule a file breaks, or null, in the order a person would fix them: a type this question takes, a
 * name that ends as files of that type do, something in it, and no more than the size limit. The portal checks before
 * anything is sent so nobody waits for a large upload only to be refused; the data service checks again, then the content.
 */
export function uploadProblem(question: FileQuestionRules, file: UploadCandidate): UploadProblem | null {
  const accepted = acceptedUploadTypes(question);
  const type = uploadTypeOf(file);
  if (!isUploadType(type) || !accepted.includes(type)) return { kind: 'type', message: M.notType(accepted, file.name) };
  if (!UPLOAD_EXTENSIONS[type].some((ending) => file.name.toLowerCase().endsWith(ending)))
    return { kind: 'extension', message: M.extension(type) };
  if (file.size === 0) return { kind: 'empty', message: M.empty(file.name) };
  const limit = uploadLimitMb(question);
  if (file.size > limit * MB) return { kind: 'tooLarge', message: M.tooLarge(limit, file) };
  return null;
}
