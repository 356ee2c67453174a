import { formatNumber, msg } from '@sla/i18n';
import { localisedMessage } from '@sla/contract/messages';

const KB = 1024;
const MB = 1024 * 1024;

/**
 * "340 bytes", "340 KB", "2.4 MB" in English, whatever language the page is in: the words of the upload messages,
 * which the data service writes too (see UPLOAD_MESSAGES).
 */
export function englishFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** "340 bytes", "340 KB", "2.4 MB" ("2,4 Mo" in French): a file's size as the site shows it, beside a file. */
export function formatFileSize(bytes: number): string {
  const number = (value: number, decimals = 0) =>
    formatNumber(value, { useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  if (bytes < KB) return localisedMessage(msg('{size} bytes'), { size: number(bytes) });
  if (bytes < MB) return localisedMessage(msg('{size} KB'), { size: number(Math.round(bytes / KB)) });
  return localisedMessage(msg('{size} MB'), { size: number(bytes / MB, 1) });
}

/** A size as englishFileSize wrote it, in the reader's language ("2.4 MB" → "2,4 Mo"); anything else as it came. */
export function fileSizeLocalised(english: string): string {
  const found = /^(\d+(?:\.\d+)?) (bytes|KB|MB)$/.exec(english);
  if (!found) return english;
  const [, size = '', unit] = found;
  const decimals = size.split('.')[1]?.length ?? 0;
  const value = formatNumber(Number(size), {
    useGrouping: false,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  if (unit === 'bytes') return localisedMessage(msg('{size} bytes'), { size: value });
  if (unit === 'KB') return localisedMessage(msg('{size} KB'), { size: value });
  return localisedMessage(msg('{size} MB'), { size: value });
}
