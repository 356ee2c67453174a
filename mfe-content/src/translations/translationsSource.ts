import type { ContentTranslation, TranslationLocale } from '@sla/data';

/**
 * Where an item's versions in other languages are read and saved: the translation operations of posts, events or
 * programme pages (`getPostTranslation`, `savePostTranslation`, `deletePostTranslation`, …), by the item's id.
 */
export interface TranslationsSource<Fields, Input> {
  /** The item's version in `locale`, or null when it has none yet. */
  get(id: string, locale: TranslationLocale): Promise<ContentTranslation<Fields> | null>;
  /** Writes it over any earlier one; the English is not touched. */
  save(id: string, locale: TranslationLocale, input: Input): Promise<ContentTranslation<Fields>>;
  /** Visitors reading that language see the English again, told so. */
  remove(id: string, locale: TranslationLocale): Promise<void>;
}
