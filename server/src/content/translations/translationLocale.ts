import { DataError, type TranslationLocale } from '@sla/contract';
import { TRANSLATION_LOCALES } from '@sla/contract/schemas';

export const NO_SUCH_LANGUAGE = 'Content has versions in French only.';

/** The language named in the address, or 404 in words for one content is not written in. */
export function translationLocale(raw: string): TranslationLocale {
  const found = TRANSLATION_LOCALES.find((locale) => locale === raw);
  if (!found) throw new DataError('not_found', NO_SUCH_LANGUAGE);
  return found;
}
