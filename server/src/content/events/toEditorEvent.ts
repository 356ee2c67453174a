import type { EditorEvent } from '@sla/contract';
import type { ContentRow } from '../../db/schema.js';

export function toEditorEvent(row: ContentRow): EditorEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    status: row.status,
    startsAt: (row.eventStartsAt ?? row.createdAt).toISOString(),
    endsAt: row.eventEndsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    online: row.eventOnline,
    location: row.eventLocation,
    registrationUrl: row.registrationUrl,
    coverImage: row.coverImageUrl ? { mediaId: row.coverMediaId, url: row.coverImageUrl, alt: row.coverImageAlt ?? '' } : null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName ?? '',
  };
}
