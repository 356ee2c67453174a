import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { contentTranslations } from '../../db/schema.js';
import { translationLocale } from './translationLocale.js';
import type { TranslationSubject } from './translationSubjects.js';

/**
 * Removes an item's French version (edit_content, as for the item): French readers get the English again, told so.
 * Removing one that is not there is done already; an unknown item is 404.
 */
export async function deleteTranslation(
  ctx: ServiceContext,
  caller: Caller | null,
  subject: TranslationSubject,
  id: string,
  rawLocale: string,
): Promise<void> {
  await requirePermission(ctx, caller, 'edit_content', { action: `delete_${subject.name}_translation`, [subject.idKey]: id });
  const locale = translationLocale(rawLocale);
  await ctx.db.transaction(async (tx) => {
    await subject.find(tx, id, { lock: true });
    await tx
      .delete(contentTranslations)
      .where(
        and(
          eq(contentTranslations.kind, subject.kind),
          eq(contentTranslations.subjectId, id),
          eq(contentTranslations.locale, locale),
        ),
      );
  });
}
