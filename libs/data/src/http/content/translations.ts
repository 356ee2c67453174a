import type { TranslationsRepository } from '../../repositories.js';
import type { ContentTranslation, TranslationLocale } from '../../types.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

/** The versions in other languages of the item at `itemPath(id)`: …/translations/<locale>. */
export function httpTranslationsRepository<Fields, Input>(
  transport: Transport,
  itemPath: (id: string) => string,
): TranslationsRepository<Fields, Input> {
  const path = (id: string, locale: TranslationLocale) => `${itemPath(id)}/translations/${encodeURIComponent(locale)}`;
  return {
    get: (id, locale) => orNull(transport.request<ContentTranslation<Fields>>('GET', path(id, locale))),
    save: (id, locale, input) => transport.request('PUT', path(id, locale), { body: input }),
    remove: (id, locale) => transport.request('DELETE', path(id, locale)),
  };
}
