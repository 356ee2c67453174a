import type { ContentVersion } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findVersion } from '../versions/findVersion.js';
import { findEvent } from './findEvent.js';

/** One saved version of an event with its text, to compare with the current one (edit_content). */
export async function getEventVersion(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawVersion: string,
): Promise<ContentVersion> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'get_event_version', eventId: id });
  await findEvent(ctx.db, id);
  return findVersion(ctx.db, 'event', id, rawVersion);
}
