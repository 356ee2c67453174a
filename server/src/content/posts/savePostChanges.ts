import { eq } from 'drizzle-orm';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { content, type ContentRow } from '../../db/schema.js';
import { keepUnrecordedVersion } from '../events/keepUnrecordedVersion.js';
import { callerName } from '../live/callerName.js';
import { keepOldSlug } from '../redirects/keepOldSlug.js';
import { saveVersion } from '../versions/saveVersion.js';
import { claimPostSlug } from './claimPostSlug.js';
import type { PostColumns } from './postColumns.js';
import { postSnapshot } from './postSnapshot.js';
import { requirePostReferences } from './requirePostReferences.js';
import { wasPublic } from './wasPublic.js';

/**
 * Writes a new text over a post locked by the caller's transaction, as the next version, and keeps that version. Its
 * status stays as it is. A post visitors could see keeps its old address as a redirect when the address changes.
 */
export async function savePostChanges(
  tx: Db,
  ctx: ServiceContext,
  caller: Caller,
  row: ContentRow,
  columns: PostColumns,
): Promise<ContentRow> {
  const now = ctx.now();
  const name = callerName(caller);
  await requirePostReferences(tx, columns);
  if (columns.slug !== row.slug) {
    await claimPostSlug(tx, columns.slug, row.id);
    if (wasPublic(row, now)) await keepOldSlug(tx, { type: 'post', oldSlug: row.slug, contentId: row.id });
  }
  await keepUnrecordedVersion(tx, {
    subject: 'post',
    subjectId: row.id,
    version: row.version,
    snapshot: postSnapshot(row),
    savedByName: row.updatedByName ?? '',
    savedAt: row.updatedAt,
  });
  const [saved] = await tx
    .update(content)
    .set({ ...columns, version: row.version + 1, updatedAt: now, updatedBy: caller.token.uid, updatedByName: name })
    .where(eq(content.id, row.id))
    .returning();
  await saveVersion(tx, {
    subject: 'post',
    subjectId: row.id,
    version: saved!.version,
    snapshot: postSnapshot(saved!),
    savedBy: caller.token.uid,
    savedByName: name,
    savedAt: now,
  });
  return saved!;
}
