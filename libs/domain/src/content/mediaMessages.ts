import { activeLocale, DEFAULT_LOCALE, msg } from '@sla/i18n';
import { fillMessage, localisedMessage, messageWith } from '@sla/contract/messages';
import { fileSizeLocalised } from '../files/fileSize.js';

const NOT_AN_IMAGE = messageWith(msg('“{name}” is not a PNG, JPEG or WebP image. Choose a PNG, JPEG or WebP image.'));
const EMPTY = messageWith(msg('“{name}” is empty. Choose another image.'));
const TOO_LARGE_UNSIZED = messageWith(
  msg('This image is larger than {limit} MB. Choose a smaller one, or save it again at a smaller size.'),
);
const TOO_LARGE = messageWith(
  msg('This image is larger than {limit} MB (it is {size}). Choose a smaller one, or save it again at a smaller size.'),
  { size: fileSizeLocalised },
);
const TOO_MANY_PIXELS = messageWith(
  msg(
    '“{name}” is {width} × {height} pixels, more than we can resize ({max} million pixels at most). Save it again at a smaller size, for example 4000 pixels wide.',
  ),
);
/** The images no title is given for, after the first few ("3 more"). */
const MORE = msg('{count} more');

/** "“A”, “B”, 3 more" (the uses of an image as the service lists them) in the reader's language. */
function usesLocalised(english: string): string {
  if (activeLocale() === DEFAULT_LOCALE) return english;
  return english
    .replace(/“([^”]*)”/g, '«\u202f$1\u202f»')
    .replace(
      /(^|, )(\d+) more$/,
      (_, before: string, count: string) => `${before}${localisedMessage(MORE, { count: Number(count) })}`,
    );
}

const IN_USE = messageWith(msg('This image is still used by {uses}. Choose another image there first, then delete this one.'), {
  uses: usesLocalised,
});

/**
 * What the data service says about an image uploaded to the media library or as an alumnus's photo
 * (server/src/content/media): the editor and the alumni portal show it. English, the service's words; a screen shows
 * one in the reader's language through localiseMessage (@sla/data).
 */
export const MEDIA_MESSAGES = {
  notAnImage: (name: string) => NOT_AN_IMAGE({ name }),
  empty: (name: string) => EMPTY({ name }),
  /** `size`: the file's size in English words ("12.3 MB", formatFileSize where no other language is active). */
  tooLarge: (limitMb: number, size?: string) =>
    size === undefined ? TOO_LARGE_UNSIZED({ limit: limitMb }) : TOO_LARGE({ limit: limitMb, size }),
  tooManyPixels: (name: string, width: number, height: number, maxMillions: number) =>
    TOO_MANY_PIXELS({ name, width, height, max: maxMillions }),
  noSuchImage: msg('We could not find that image. It may have been deleted.'),
  /** `titles`: the first few pages or posts that use the image; `more`: how many others do. */
  inUse: (titles: readonly string[], more: number) =>
    IN_USE({ uses: [...titles.map((title) => `“${title}”`), ...(more ? [fillMessage(MORE, { count: more })] : [])].join(', ') }),
} as const;
