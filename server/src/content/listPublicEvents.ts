import { and, asc, desc, sql } from 'drizzle-orm';
import type { ContentLanguage, PublicEvent } from '@sla/contract';
import { EVENTS_PAGE_SIZE, parseInput, publicEventsQuery } from '@sla/contract/schemas';
import type { ServiceContext } from '../context.js';
import { content, contentTranslations } from '../db/schema.js';
import { toPublicEvent } from './toPublicEvent.js';
import { translationIn } from './translations/translatedText.js';
import { visibleToVisitors } from './visibility.js';

/**
 * Published events: those not yet over first, soonest first; then, unless only upcoming ones are
 * asked for, past ones, latest first. An event without an end is over once it has started. Each is in `locale` when
 * it has a version in it.
 */
export async function listPublicEvents(
  ctx: ServiceContext,
  rawQuery: unknown,
  locale: ContentLanguage = 'en',
): Promise<{ items: PublicEvent[] }> {
  const query = parseInput(publicEventsQuery, rawQuery);
  const upcomingOnly = query.upcoming === '1' || query.upcoming === 'true';
  const now = ctx.now().toISOString();
  const over = sql`coalesce(${content.eventEndsAt}, ${content.eventStartsAt}) < ${now}::timestamptz`;
  const rows = await ctx.db
    .select({ event: content, translation: contentTranslations.fields })
    .from(content)
    .leftJoin(contentTranslations, translationIn('content', content.id, locale))
    .where(and(visibleToVisitors('event', ctx.now()), upcomingOnly ? sql`NOT (${over})` : undefined))
    .orderBy(
      asc(over),
      sql`CASE WHEN ${over} THEN NULL ELSE ${content.eventStartsAt} END ASC`,
      desc(content.eventStartsAt),
      asc(content.id),
    )
    .limit(query.limit ?? EVENTS_PAGE_SIZE);
  return { items: rows.map((row) => toPublicEvent(row.event, row.translation)) };
}
