import type { EditorEvent } from '@sla/contract';
import { eventInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { announce } from '../live/announce.js';
import { findVersion } from '../versions/findVersion.js';
import { eventColumns } from './eventFields.js';
import { eventSlugTaken } from './eventSlugTaken.js';
import { findEvent } from './findEvent.js';
import { saveEventChanges } from './saveEventChanges.js';
import { toEditorEvent } from './toEditorEvent.js';

/**
 * Brings back an earlier text of an event (edit_content) as a new version: the text it replaces stays in the
 * history. The event stays published or draft as it is; the old text passes the same checks as a save.
 */
export async function restoreEventVersion(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawVersion: string,
): Promise<EditorEvent> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', { action: 'restore_event_version', eventId: id });
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const row = await findEvent(tx, id, { lock: true });
      const found = await findVersion(tx, 'event', id, rawVersion);
      const input = parseInput(eventInput, found.snapshot);
      return saveEventChanges(tx, ctx, signedIn, row, eventColumns(input, row.status === 'published'), null);
    });
    announce(ctx, signedIn, { kind: 'event', id, action: 'saved' });
    return toEditorEvent(saved);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw eventSlugTaken();
    throw error;
  }
}
