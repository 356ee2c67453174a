import type { UPLOAD_TYPES } from '@sla/data/schemas';
import { formatFileSize } from './fileSize.js';

/** A type of file applicants may upload ("application/pdf"). */
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Each upload type's name in messages and hints. */
export const UPLOAD_TYPE_NAMES: Readonly<Record<UploadType, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/** The endings a file's name may have for each type, in lower case. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadType, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** "A, B or C". */
function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

/** "PDF, PNG or JPEG"; a type without a name as it came. */
export function uploadTypeNames(types: readonly string[]): string {
  return listInWords(types.map((type) => UPLOAD_TYPE_NAMES[type as UploadType] ?? type));
}

/** A file by its name, or "This file" where its name is not known (the service refusing a body it did not read). */
const theFile = (name: string | undefined) => (name ? `“${name}”` : 'This file');

/**
 * What an applicant reads when a file breaks an upload rule: in the portal before anything is sent, and again from
 * the data service, which checks the same rules (and the file's content).
 */
export const UPLOAD_MESSAGES = {
  notType: (types: readonly string[], name?: string) =>
    `${theFile(name)} is not a ${uploadTypeNames(types)} file. Choose a ${uploadTypeNames(types)} file.`,
  extension: (type: UploadType) => `The file name must end in ${listInWords(UPLOAD_EXTENSIONS[type])} to match its type.`,
  empty: (name: string) => `${theFile(name)} is empty. Choose another file.`,
  tooLarge: (limitMb: number, file?: { name: string; size: number }) =>
    file
      ? `${theFile(file.name)} is larger than ${limitMb} MB (it is ${formatFileSize(file.size)}). Choose a smaller file.`
      : `This file is larger than ${limitMb} MB. Choose a smaller file.`,
} as const;
