import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { RegistrationSettings } from '@sla/contract';
import { parseInput, registrationSettingsInput } from '@sla/contract/schemas';
import { EVENT_DOOR_PERMISSIONS } from '@sla/permissions';
import { requireAnyPermission, requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { eventRegistrations, eventRegistrationSettings, type EventRegistrationSettingsRow } from '../../db/schema.js';
import { findEvent } from '../events/findEvent.js';
import { promoteWaiting } from './promoteWaiting.js';

/** The settings with the counts staff see: places taken (the counter), the waiting list and who has arrived. */
export async function settingsWithCounts(db: Db, row: EventRegistrationSettingsRow): Promise<RegistrationSettings> {
  // Two counts along their own partial indexes (event_registrations_waiting, event_registrations_checked_in): neither
  // reads the event's other rows, so a list of 5,000 registrants costs the same as one of 50.
  const count = async (where: ReturnType<typeof and>) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, row.eventId), where))
      )[0]?.n ?? 0,
    );
  const [waiting, checkedIn] = await Promise.all([
    count(eq(eventRegistrations.status, 'waiting')),
    count(and(eq(eventRegistrations.status, 'registered'), isNotNull(eventRegistrations.checkedInAt))),
  ]);
  return {
    open: row.open,
    audience: row.audience,
    capacity: row.capacity,
    deadline: row.deadline?.toISOString() ?? null,
    registered: row.registered,
    waiting,
    checkedIn,
  };
}

/** The settings row, locked for the rest of the transaction when asked: every change to an event's places takes it first. */
export async function readSettings(db: Db, eventId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(eventRegistrationSettings).where(eq(eventRegistrationSettings.eventId, eventId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** An event's registration settings and counts (editors and staff); null when it never took registrations here. */
export async function getRegistrationSettings(ctx: ServiceContext, caller: Caller | null, eventId: string) {
  await requireAnyPermission(ctx, caller, EVENT_DOOR_PERMISSIONS, { action: 'view_event_registration' });
  await findEvent(ctx.db, eventId);
  const row = await readSettings(ctx.db, eventId);
  return { settings: row ? await settingsWithCounts(ctx.db, row) : null };
}

/**
 * Saves the settings (edit_content). Places added to a full event go at once to the waiting list's first people, who
 * are told, in the same transaction as the change; fewer places than are taken turn nobody away (new registrations wait).
 */
export async function saveRegistrationSettings(ctx: ServiceContext, caller: Caller | null, eventId: string, body: unknown) {
  await requirePermission(ctx, caller, 'edit_content', { action: 'edit_event_registration' });
  const input = parseInput(registrationSettingsInput, body);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, eventId);
    const values = {
      open: input.open,
      audience: input.audience,
      capacity: input.capacity,
      deadline: input.deadline === null ? null : new Date(input.deadline),
      updatedAt: now,
    };
    await tx
      .insert(eventRegistrationSettings)
      .values({ eventId, ...values, registered: 0 })
      .onConflictDoUpdate({ target: eventRegistrationSettings.eventId, set: values });
    const locked = (await readSettings(tx, eventId, { lock: true }))!;
    return promoteWaiting(ctx, tx, event, locked, now);
  });
  return { settings: await settingsWithCounts(ctx.db, row) };
}
