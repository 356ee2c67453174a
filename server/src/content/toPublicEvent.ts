import type { PublicEvent } from '@sla/contract';
import type { ContentRow } from '../db/schema.js';
import { coverImageOf } from './toPublicPost.js';
import { translatedContent, type TranslationFields } from './translations/translatedText.js';

/** An event as visitors read it: in its translation's language when given one, else in English (`language`). */
export function toPublicEvent(english: ContentRow, translation: TranslationFields = null): PublicEvent {
  const { row, language } = translatedContent(english, translation);
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
    language,
  };
}
