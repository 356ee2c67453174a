import { and, eq } from 'drizzle-orm';
import type { TranslationLocale } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { contentTranslations, type ContentTranslationRow, type TranslationKind } from '../../db/schema.js';

/** The row of an item's version in `locale`, or null. */
export async function findTranslation(
  db: Db,
  kind: TranslationKind,
  subjectId: string,
  locale: TranslationLocale,
): Promise<ContentTranslationRow | null> {
  const [row] = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.subjectId, subjectId),
        eq(contentTranslations.locale, locale),
      ),
    );
  return row ?? null;
}

/** Deletes every version in another language of an item, in the transaction deleting the item. */
export async function deleteTranslationsOf(db: Db, kind: TranslationKind, subjectId: string): Promise<void> {
  await db
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.subjectId, subjectId)));
}
