import { randomUUID } from 'node:crypto';
import type { EditorEvent } from '@sla/contract';
import { eventInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { announce } from '../live/announce.js';
import { callerName } from '../live/callerName.js';
import { insertWithFirstVersion } from '../versions/insertWithFirstVersion.js';
import { eventColumns } from './eventFields.js';
import { eventSlugTaken, requireFreeEventSlug } from './eventSlugTaken.js';
import { eventSnapshot } from './eventSnapshot.js';
import { requireLibraryImage } from './requireLibraryImage.js';
import { toEditorEvent } from './toEditorEvent.js';

/** A new event (edit_content), published at once unless `publish` is false; its first version is kept. */
export async function createEvent(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<EditorEvent> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', { action: 'create_event' });
  const input = parseInput(eventInput, body);
  const columns = eventColumns(input, input.publish);
  const author = { savedBy: signedIn.token.uid, savedByName: callerName(signedIn), savedAt: ctx.now() };
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await requireFreeEventSlug(tx, columns.slug);
      await requireLibraryImage(tx, 'coverImage', columns.coverMediaId);
      return insertWithFirstVersion(
        tx,
        {
          id: randomUUID(),
          type: 'event',
          ...columns,
          status: input.publish ? 'published' : 'draft',
          publishedAt: input.publish ? author.savedAt : null,
        },
        eventSnapshot,
        author,
      );
    });
    announce(ctx, signedIn, { kind: 'event', id: row.id, action: input.publish ? 'published' : 'created' });
    return toEditorEvent(row);
  } catch (error) {
    // Another event took the address between the look and the write.
    if (pgErrorCode(error) === '23505') throw eventSlugTaken();
    throw error;
  }
}
