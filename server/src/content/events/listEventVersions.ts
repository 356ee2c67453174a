import type { ContentVersionSummary } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { listVersions } from '../versions/listVersions.js';
import { findEvent } from './findEvent.js';

/** An event's saved versions, newest first (edit_content). */
export async function listEventVersions(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
): Promise<{ items: ContentVersionSummary[] }> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'list_event_versions', eventId: id });
  await findEvent(ctx.db, id);
  return { items: await listVersions(ctx.db, 'event', id) };
}
