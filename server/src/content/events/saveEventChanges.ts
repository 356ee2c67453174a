import { eq } from 'drizzle-orm';
import type { ContentStatus } from '@sla/data';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { content, type ContentRow } from '../../db/schema.js';
import { callerName } from '../live/callerName.js';
import { saveVersion } from '../versions/saveVersion.js';
import type { eventColumns } from './eventFields.js';
import { eventSnapshot } from './eventSnapshot.js';
import { keepUnrecordedVersion } from './keepUnrecordedVersion.js';
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
  const name = callerName(caller);
  await requireFreeEventSlug(tx, columns.slug, row.id);
  await requireLibraryImage(tx, 'coverImage', columns.coverMediaId);
  await keepUnrecordedVersion(tx, {
    subject: 'event',
    subjectId: row.id,
    version: row.version,
    snapshot: eventSnapshot(row),
    savedByName: row.updatedByName ?? '',
    savedAt: row.updatedAt,
  });
  const nextStatus = status ?? row.status;
  const publishedAt = nextStatus === row.status ? row.publishedAt : nextStatus === 'draft' ? null : now;
  const [saved] = await tx
    .update(content)
    .set({
      ...columns,
      status: nextStatus,
      publishedAt,
      version: row.version + 1,
      updatedAt: now,
      updatedBy: caller.token.uid,
      updatedByName: name,
    })
    .where(eq(content.id, row.id))
    .returning();
  await saveVersion(tx, {
    subject: 'event',
    subjectId: row.id,
    version: saved!.version,
    snapshot: eventSnapshot(saved!),
    savedBy: caller.token.uid,
    savedByName: name,
    savedAt: now,
  });
  return saved!;
}
