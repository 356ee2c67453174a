import { eq } from 'drizzle-orm';
import type { programPageInput } from '@sla/contract/schemas';
import type * as z from 'zod/mini';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { programs, type ProgramRow } from '../../db/schema.js';
import { requireLibraryImage } from '../events/requireLibraryImage.js';
import { callerName } from '../live/callerName.js';
import { saveNextVersion } from '../versions/saveNextVersion.js';
import { programPageSnapshot } from './programPageSnapshot.js';

/**
 * Writes a programme page's public texts over a programme locked by the caller's transaction, as the next page
 * version, and keeps that version. Only the page's columns: the application settings are staff's.
 */
export async function saveProgramPageChanges(
  tx: Db,
  ctx: ServiceContext,
  caller: Caller,
  row: ProgramRow,
  input: z.infer<typeof programPageInput>,
): Promise<ProgramRow> {
  const now = ctx.now();
  const name = callerName(caller);
  await requireLibraryImage(tx, 'heroImage', input.heroImage?.mediaId ?? null);
  return saveNextVersion(tx, {
    subject: 'program_page',
    current: row,
    currentVersion: {
      version: row.pageVersion,
      savedByName: row.pageUpdatedByName ?? '',
      savedAt: row.pageUpdatedAt ?? row.updatedAt,
    },
    snapshot: programPageSnapshot,
    author: { savedBy: caller.token.uid, savedByName: name, savedAt: now },
    write: async (pageVersion) => {
      const [saved] = await tx
        .update(programs)
        .set({
          summary: input.summary,
          description: input.description,
          whoFor: input.eligibility,
          howToApply: input.howToApply,
          faq: input.faq,
          heroImageUrl: input.heroImage?.url ?? null,
          heroImageAlt: input.heroImage?.alt ?? null,
          heroMediaId: input.heroImage?.mediaId ?? null,
          pageVersion,
          pageUpdatedAt: now,
          pageUpdatedByName: name,
          // The public page's date (sitemap, feed) follows its text.
          updatedAt: now,
        })
        .where(eq(programs.id, row.id))
        .returning();
      return saved!;
    },
  });
}
