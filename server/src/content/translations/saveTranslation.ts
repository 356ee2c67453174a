import type { ContentTranslation } from '@sla/contract';
import { parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { contentTranslations } from '../../db/schema.js';
import { callerName } from '../live/callerName.js';
import { toTranslation } from './toTranslation.js';
import { translationLocale } from './translationLocale.js';
import type { TranslationSubject } from './translationSubjects.js';

/**
 * Saves an item's French version over any earlier one (edit_content, as for the item). The English is untouched and
 * no version is kept: the English's history is the item's.
 */
export async function saveTranslation(
  ctx: ServiceContext,
  caller: Caller | null,
  subject: TranslationSubject,
  id: string,
  rawLocale: string,
  body: unknown,
): Promise<ContentTranslation<Record<string, unknown>>> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', {
    action: `save_${subject.name}_translation`,
    [subject.idKey]: id,
  });
  const locale = translationLocale(rawLocale);
  const fields = parseInput(subject.input, body);
  const saved = await ctx.db.transaction(async (tx) => {
    // Locked, so the item cannot be deleted between the look and the write, leaving a translation of nothing.
    await subject.find(tx, id, { lock: true });
    const values = { fields, updatedAt: ctx.now(), updatedBy: signedIn.token.uid, updatedByName: callerName(signedIn) };
    const [row] = await tx
      .insert(contentTranslations)
      .values({ kind: subject.kind, subjectId: id, locale, ...values })
      .onConflictDoUpdate({
        target: [contentTranslations.kind, contentTranslations.subjectId, contentTranslations.locale],
        set: values,
      })
      .returning();
    return row!;
  });
  return toTranslation(saved);
}
