import { DataError, type ContentVersion } from '@sla/data';
import { CONTENT_MESSAGES } from '@sla/data/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { getVersion } from '../versions/getVersion.js';
import { findEvent } from './findEvent.js';
import { versionNumber } from './versionNumber.js';

/** One saved version of an event with its text, to compare with the current one (edit_content). */
export async function getEventVersion(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawVersion: string,
): Promise<ContentVersion> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'get_event_version', eventId: id });
  await findEvent(ctx.db, id);
  const version = versionNumber(rawVersion);
  const found = version === null ? null : await getVersion(ctx.db, 'event', id, version);
  if (!found) throw new DataError('not_found', CONTENT_MESSAGES.noSuchVersion);
  return found;
}
