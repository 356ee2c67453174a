import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { RegistrationEvent } from '@sla/contract';
import { EVENT_DOOR_PERMISSIONS } from '@sla/permissions';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { content, eventRegistrationSettings } from '../../db/schema.js';
import { settingsWithCounts } from './registrationSettings.js';

const RECENT_DAYS = 30;
/** More than an organisation runs at once; the list is a door's, not an archive. */
const MOST = 100;

/**
 * The events that take registrations on the site (editors and staff, decision 0046): those still to come and those of
 * the last 30 days (a late CSV, a check-in fixed afterwards), soonest first, each with its counts.
 */
export async function listRegistrationEvents(
  ctx: ServiceContext,
  caller: Caller | null,
): Promise<{ items: RegistrationEvent[] }> {
  await requireAnyPermission(ctx, caller, EVENT_DOOR_PERMISSIONS, { action: 'list_registration_events' });
  const since = new Date(ctx.now().getTime() - RECENT_DAYS * 24 * 3600 * 1000);
  const rows = await ctx.db
    .select({ event: content, settings: eventRegistrationSettings })
    .from(eventRegistrationSettings)
    .innerJoin(content, and(eq(content.id, eventRegistrationSettings.eventId), eq(content.type, 'event')))
    .where(or(isNull(content.eventStartsAt), gte(content.eventStartsAt, since)))
    .orderBy(sql`${content.eventStartsAt} ASC NULLS LAST`, asc(content.title), asc(content.id))
    .limit(MOST);
  return {
    items: await Promise.all(
      rows.map(async ({ event, settings }) => ({
        id: event.id,
        title: event.title,
        startsAt: event.eventStartsAt?.toISOString() ?? null,
        location: event.eventLocation,
        settings: await settingsWithCounts(ctx.db, settings),
      })),
    ),
  };
}
