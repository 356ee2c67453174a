import type { ContentRow } from '../../db/schema.js';

/**
 * An event's editable text as a version keeps it: the names of the editing form (eventInput), so a version can be
 * compared with the editor's fields and restored through the same checks as a save. Whether it is published is not
 * text: restoring never publishes or unpublishes.
 */
export function eventSnapshot(row: ContentRow): Record<string, unknown> {
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    startsAt: row.eventStartsAt?.toISOString() ?? row.createdAt.toISOString(),
    endsAt: row.eventEndsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    online: row.eventOnline,
    location: row.eventLocation,
    registrationUrl: row.registrationUrl,
    coverImage: row.coverImageUrl ? { mediaId: row.coverMediaId, url: row.coverImageUrl, alt: row.coverImageAlt ?? '' } : null,
  };
}
