import type { EditorEvent } from '@sla/contract';
import { eventInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { announce } from '../live/announce.js';
import { changedSinceOpened } from '../versions/changedSinceOpened.js';
import { eventColumns } from './eventFields.js';
import { eventSlugTaken } from './eventSlugTaken.js';
import { findEvent } from './findEvent.js';
import { saveEventChanges } from './saveEventChanges.js';
import { toEditorEvent } from './toEditorEvent.js';

/**
 * Saves an event (edit_content). A save based on an older version than the latest is refused with 409 and writes
 * nothing, so two editors never overwrite each other unseen; `publish` publishes or takes it back to a draft.
 */
export async function updateEvent(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<EditorEvent> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', { action: 'update_event', eventId: id });
  const input = parseInput(eventInput, body);
  try {
    const { before, saved } = await ctx.db.transaction(async (tx) => {
      const row = await findEvent(tx, id, { lock: true });
      if (input.baseVersion !== undefined && input.baseVersion !== row.version) throw changedSinceOpened();
      const columns = eventColumns(input, input.publish, row.slug);
      return {
        before: row,
        saved: await saveEventChanges(tx, ctx, signedIn, row, columns, input.publish ? 'published' : 'draft'),
      };
    });
    const action = saved.status === before.status ? 'saved' : saved.status === 'published' ? 'published' : 'unpublished';
    announce(ctx, signedIn, { kind: 'event', id, action });
    return toEditorEvent(saved);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw eventSlugTaken();
    throw error;
  }
}
