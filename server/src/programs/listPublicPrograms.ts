import type { ApplicationWindowState, ContentLanguage, ProgramSummary } from '@sla/contract';
import type { ServiceContext } from '../context.js';
import { contentTranslations, programs } from '../db/schema.js';
import { translatedProgram, translationIn } from '../content/translations/translatedText.js';
import { toProgramSummary } from './toPublicProgram.js';
import { programVisibleToVisitors } from './visibility.js';

const ORDER: Record<ApplicationWindowState, number> = { open: 0, upcoming: 1, closed: 2 };

/** Programmes visitors may see, the ones taking applications first, then by name; each in `locale` when it has it. */
export async function listPublicPrograms(
  ctx: ServiceContext,
  locale: ContentLanguage = 'en',
): Promise<{ items: ProgramSummary[] }> {
  const now = ctx.now();
  const rows = await ctx.db
    .select({ program: programs, translation: contentTranslations.fields })
    .from(programs)
    .leftJoin(contentTranslations, translationIn('program', programs.id, locale))
    .where(programVisibleToVisitors());
  const items = rows.map(({ program, translation }) => {
    const { row, language } = translatedProgram(program, translation);
    return toProgramSummary(row, now, language);
  });
  items.sort((a, b) => ORDER[a.applicationWindow.state] - ORDER[b.applicationWindow.state] || a.name.localeCompare(b.name));
  return { items };
}
