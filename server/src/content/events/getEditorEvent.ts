import type { EditorEvent } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findEvent } from './findEvent.js';
import { toEditorEvent } from './toEditorEvent.js';

/** One event as its editor opens it, drafts included (edit_content). */
export async function getEditorEvent(ctx: ServiceContext, caller: Caller | null, id: string): Promise<EditorEvent> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'get_event', eventId: id });
  return toEditorEvent(await findEvent(ctx.db, id));
}
