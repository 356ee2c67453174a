import { MEDIA_MAX_MB, MEDIA_TYPES } from '@sla/contract/schemas';
import { formatFileSize } from '@sla/domain';
import { formatList, t } from '@sla/i18n';

type MediaType = (typeof MEDIA_TYPES)[number];

const NAMES: Readonly<Record<MediaType, string>> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };
const ENDINGS: Readonly<Record<MediaType, readonly string[]>> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};

/** "PNG, JPEG or WebP, up to 10 MB.": what the library takes, beside the upload button. */
export function mediaHint(): string {
  return t('{types}, up to {max} MB.', {
    types: formatList(
      MEDIA_TYPES.map((type) => NAMES[type]),
      'disjunction',
    ),
    max: MEDIA_MAX_MB,
  });
}

/** The `accept` of the file input. */
export const MEDIA_ACCEPT = MEDIA_TYPES.join(',');

const isMediaType = (type: string): type is MediaType => (MEDIA_TYPES as readonly string[]).includes(type);

/** The type a file is taken to be: as declared, else as its name's ending says (browsers leave unknown types empty). */
function typeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  return MEDIA_TYPES.find((type) => ENDINGS[type].some((ending) => name.endsWith(ending))) ?? '';
}

/**
 * Why the library will not take this file, in words, or null: checked before sending so nobody waits
 * for a large upload only to be refused. The service checks again, by the file's content.
 */
export function mediaUploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isMediaType(typeOf(file)))
    return t('“{file}” is not a PNG, JPEG or WebP image. Choose one of those.', { file: file.name });
  if (file.size === 0) return t('“{file}” is empty. Choose another image.', { file: file.name });
  if (file.size > MEDIA_MAX_MB * 1024 * 1024)
    return t('“{file}” is larger than {max} MB (it is {size}). Choose a smaller image.', {
      file: file.name,
      max: MEDIA_MAX_MB,
      size: formatFileSize(file.size),
    });
  return null;
}
