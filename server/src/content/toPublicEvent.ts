import type { PublicEvent } from '@sla/data';
import type { ContentRow } from '../db/schema.js';
import { coverImageOf } from './toPublicPost.js';

export function toPublicEvent(row: ContentRow): PublicEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    startsAt: row.eventStartsAt!.toISOString(),
    endsAt: row.eventEndsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    online: row.eventOnline,
    location: row.eventLocation,
    registrationUrl: row.registrationUrl,
    coverImage: coverImageOf(row),
  };
}
