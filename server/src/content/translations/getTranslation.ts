import { DataError, type ContentTranslation } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findTranslation } from './findTranslation.js';
import { toTranslation } from './toTranslation.js';
import { translationLocale } from './translationLocale.js';
import type { TranslationSubject } from './translationSubjects.js';

export const NO_TRANSLATION = 'There is no French version yet.';

/** An item's French version (edit_content, as for the item); 404 in words for an unknown item or when it has none. */
export async function getTranslation(
  ctx: ServiceContext,
  caller: Caller | null,
  subject: TranslationSubject,
  id: string,
  rawLocale: string,
): Promise<ContentTranslation<Record<string, unknown>>> {
  await requirePermission(ctx, caller, 'edit_content', { action: `get_${subject.name}_translation`, [subject.idKey]: id });
  const locale = translationLocale(rawLocale);
  await subject.find(ctx.db, id);
  const row = await findTranslation(ctx.db, subject.kind, id, locale);
  if (!row) throw new DataError('not_found', NO_TRANSLATION);
  return toTranslation(row);
}
