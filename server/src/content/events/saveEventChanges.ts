import type { ContentStatus } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { ContentRow } from '../../db/schema.js';
import { callerName } from '../live/callerName.js';
import { updateWithNextVersion } from '../versions/updateWithNextVersion.js';
import type { eventColumns } from './eventFields.js';
import { eventSnapshot } from './eventSnapshot.js';
import { requireFreeEventSlug } from './eventSlugTaken.js';
import { requireLibraryImage } from './requireLibraryImage.js';

/**
 * Writes a new text over an event locked by the caller's transaction, as the next version, and keeps that version.
 * `status` null keeps the event's status (a restore); publishing a draft dates it now, unpublishing clears the date.
 */
export async function saveEventChanges(
  tx: Db,
  ctx: ServiceContext,
  caller: Caller,
  row: ContentRow,
  columns: ReturnType<typeof eventColumns>,
  status: ContentStatus | null,
): Promise<ContentRow> {
  const now = ctx.now();
  await requireFreeEventSlug(tx, columns.slug, row.id);
  await requireLibraryImage(tx, 'coverImage', columns.coverMediaId);
  const nextStatus = status ?? row.status;
  const publishedAt = nextStatus === row.status ? row.publishedAt : nextStatus === 'draft' ? null : now;
  const author = { savedBy: caller.token.uid, savedByName: callerName(caller), savedAt: now };
  return updateWithNextVersion(tx, 'event', row, { ...columns, status: nextStatus, publishedAt }, eventSnapshot, author);
}
