import { activeLocale, DEFAULT_LOCALE, formatList, formatNumber, msg } from '@sla/i18n';
import { localisedMessage, messageWith } from '@sla/contract/messages';
import type { UPLOAD_TYPES } from '@sla/contract/schemas';
import { englishFileSize, fileSizeLocalised } from './fileSize.js';

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

/** A list as listInWords wrote it ("PDF, PNG or JPEG"), joined the reader's way ("PDF, PNG ou JPEG"). */
function listLocalised(english: string): string {
  return formatList(english.split(/, | or /), 'disjunction');
}

/** "PDF, PNG or JPEG" in the reader's language; English exactly as the upload messages say it. */
function typeNamesInWords(types: readonly string[]): string {
  const words = uploadTypeNames(types);
  return activeLocale() === DEFAULT_LOCALE ? words : listLocalised(words);
}

const types = { types: listLocalised };
const sized = { size: fileSizeLocalised };
const NOT_TYPE = messageWith(msg('“{name}” is not a {types} file. Choose a {types} file.'), types);
const NOT_TYPE_UNNAMED = messageWith(msg('This file is not a {types} file. Choose a {types} file.'), types);
const EXTENSION = messageWith(msg('The file name must end in {endings} to match its type.'), { endings: listLocalised });
const EMPTY = messageWith(msg('“{name}” is empty. Choose another file.'));
const TOO_LARGE = messageWith(msg('“{name}” is larger than {limit} MB (it is {size}). Choose a smaller file.'), sized);
const TOO_LARGE_UNNAMED = messageWith(msg('This file is larger than {limit} MB (it is {size}). Choose a smaller file.'), sized);
const TOO_LARGE_UNSIZED = messageWith(msg('This file is larger than {limit} MB. Choose a smaller file.'));

/**
 * What an applicant reads when a file breaks an upload rule: in the portal before anything is sent, and again from
 * the data service, which checks the same rules (and the file's content). A file is named where its name is known,
 * else "This file" (the service refusing a body it did not read). Always English: the screen that shows one puts it in
 * the reader's language (localiseMessage of @sla/data).
 */
export const UPLOAD_MESSAGES = {
  notType: (types: readonly string[], name?: string) =>
    name ? NOT_TYPE({ name, types: uploadTypeNames(types) }) : NOT_TYPE_UNNAMED({ types: uploadTypeNames(types) }),
  extension: (type: UploadType) => EXTENSION({ endings: listInWords(UPLOAD_EXTENSIONS[type]) }),
  empty: (name: string) => (name ? EMPTY({ name }) : msg('This file is empty. Choose another file.')),
  tooLarge: (limitMb: number, file?: { name: string; size: number }) =>
    file
      ? file.name
        ? TOO_LARGE({ name: file.name, limit: limitMb, size: englishFileSize(file.size) })
        : TOO_LARGE_UNNAMED({ limit: limitMb, size: englishFileSize(file.size) })
      : TOO_LARGE_UNSIZED({ limit: limitMb }),
} as const;

/** "PDF, PNG or JPEG, up to 10 MB.": what a file question takes, in the reader's language, shown beside it. */
export function uploadHintWords(types: readonly string[], limitMb: number): string {
  return localisedMessage(msg('{types}, up to {limit} MB.'), { types: typeNamesInWords(types), limit: formatNumber(limitMb) });
}
