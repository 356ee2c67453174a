import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { ContentRow } from '../../db/schema.js';
import { callerName } from '../live/callerName.js';
import { keepOldSlug } from '../redirects/keepOldSlug.js';
import { updateWithNextVersion } from '../versions/updateWithNextVersion.js';
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
  how: { autosave?: boolean } = {},
): Promise<ContentRow> {
  const now = ctx.now();
  await requirePostReferences(tx, columns);
  if (columns.slug !== row.slug) {
    await claimPostSlug(tx, columns.slug, row.id);
    if (wasPublic(row, now)) await keepOldSlug(tx, { type: 'post', oldSlug: row.slug, contentId: row.id });
  }
  const author = { savedBy: caller.token.uid, savedByName: callerName(caller), savedAt: now, autosave: how.autosave };
  return updateWithNextVersion(tx, 'post', row, columns, postSnapshot, author);
}
