import { and, eq, ne } from 'drizzle-orm';
import type { ContentLanguage } from '@sla/contract';
import { EVENT_REGISTRATION_MESSAGES as M } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../../context.js';
import { contentTranslations, eventRegistrations } from '../../db/schema.js';
import { icalendar } from '../../learning/calendar/icalendar.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { toPublicEvent } from '../toPublicEvent.js';
import { publicEventBySlug } from './publicEventBySlug.js';
import { registrationState } from './registrationState.js';
import { readSettings } from './registrationSettings.js';

/** The public page's registration box: the event's state, and the signed-in caller's own registration. */
export async function getEventRegistration(
  ctx: ServiceContext,
  caller: Caller | null,
  slug: string,
  locale: ContentLanguage = 'en',
) {
  const now = ctx.now();
  const event = await publicEventBySlug(ctx.db, slug, now);
  const settings = await readSettings(ctx.db, event.id);
  let mine = null;
  if (caller) {
    const [row] = await ctx.db
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, event.id),
          eq(eventRegistrations.uid, caller.token.uid),
          ne(eventRegistrations.status, 'cancelled'),
        ),
      );
    if (row) mine = { status: row.status, message: row.status === 'waiting' ? M.alreadyWaiting : M.alreadyRegistered };
  }
  // The event in the page's language where an editor translated it, as the events list shows it.
  const [translation] =
    locale === 'en'
      ? []
      : await ctx.db
          .select({ fields: contentTranslations.fields })
          .from(contentTranslations)
          .where(
            and(
              eq(contentTranslations.kind, 'content'),
              eq(contentTranslations.subjectId, event.id),
              eq(contentTranslations.locale, locale),
            ),
          );
  return {
    event: toPublicEvent(event, translation?.fields ?? null),
    registration: registrationState(event, settings, now),
    mine,
  };
}

/** A published event as an .ics file, written by the programme calendar's writer (one event, its start and end). */
export async function eventCalendar(ctx: ServiceContext, slug: string): Promise<{ fileName: string; text: string }> {
  const now = ctx.now();
  const event = await publicEventBySlug(ctx.db, slug, now);
  const url = pageUrl(ctx.settings.siteUrl, `/events/${encodeURIComponent(event.slug)}`, 'en');
  const where = event.eventOnline ? 'Online' : (event.eventLocation ?? '');
  const text = icalendar(
    event.title,
    [
      {
        uid: `event-${event.id}@scientistleaders.africa`,
        at: event.eventStartsAt!,
        end: event.eventEndsAt ?? event.eventStartsAt!,
        summary: event.title,
        description: [event.summary, where].filter(Boolean).join('\n'),
        location: where,
        url,
      },
    ],
    now,
  );
  return { fileName: `${event.slug}.ics`, text };
}
