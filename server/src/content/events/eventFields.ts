import { invalidInput } from '@sla/contract';
import type { eventInput } from '@sla/contract/schemas';
import { slugFrom } from '@sla/domain';
import type * as z from 'zod/mini';
import { EVENT_MESSAGES } from '@sla/contract/serviceMessages';
import type { ContentRow } from '../../db/schema.js';

export type EventFields = z.infer<typeof eventInput>;

/**
 * The columns an event's form writes, after the check its schema cannot make alone: a published event saying where
 * it happens. An empty address keeps the event's current one (a title edit never
 * moves a page by itself); a new event's is made from its title.
 */
export function eventColumns(input: EventFields, publishing: boolean, currentSlug: string | null = null) {
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  const location = input.location?.trim() || null;
  if (publishing && !input.online && !location) throw invalidInput({ location: EVENT_MESSAGES.placeNeeded });
  const slug = input.slug || currentSlug || slugFrom(input.title);
  if (!slug) throw invalidInput({ slug: EVENT_MESSAGES.slugWithoutLetters });
  return {
    title: input.title,
    slug,
    summary: input.summary,
    body: input.body,
    eventStartsAt: startsAt,
    eventEndsAt: endsAt,
    timeZone: input.timeZone,
    eventOnline: input.online,
    eventLocation: location,
    registrationUrl: input.registrationUrl,
    coverImageUrl: input.coverImage?.url ?? null,
    coverImageAlt: input.coverImage?.alt ?? null,
    coverMediaId: input.coverImage?.mediaId ?? null,
  } satisfies Partial<ContentRow>;
}
