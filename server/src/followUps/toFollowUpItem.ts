import type { FollowUpItem } from '@sla/contract';
import type { FollowUpRow } from '../db/schema.js';
import type { Preview } from './previews.js';
import { personOf } from './staffNames.js';

/** An inbox row as staff read it: the owner by name, the sender's language, and the line under the sender. */
export function toFollowUpItem(row: FollowUpRow, names: Map<string, string>, preview: Preview | undefined): FollowUpItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    locale: row.locale ?? 'en',
    owner: personOf(names, row.ownerUid),
    preview: preview?.preview ?? '',
    pledge: preview?.pledge ?? null,
    receivedAt: row.receivedAt.toISOString(),
    activityAt: row.activityAt.toISOString(),
    replies: row.replies,
    senderGoneAt: row.senderGoneAt?.toISOString() ?? null,
  };
}
