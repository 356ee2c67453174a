import type { ContentTranslation } from '@sla/contract';
import type { ContentTranslationRow } from '../../db/schema.js';

/** A stored translation as its editors open it: its fields, language, and who saved it when. */
export function toTranslation<Fields>(row: ContentTranslationRow): ContentTranslation<Fields> {
  return {
    ...(row.fields as Fields),
    locale: row.locale,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}
