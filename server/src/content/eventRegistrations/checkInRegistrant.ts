import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { checkInInput, parseInput } from '@sla/contract/schemas';
import { EVENT_REGISTRATION_MESSAGES as M } from '@sla/contract/serviceMessages';
import { EVENT_DOOR_PERMISSIONS } from '@sla/permissions';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { eventRegistrations } from '../../db/schema.js';
import { toRegistrant } from './registrantRows.js';

/** Marks a registered person as arrived, or undoes it (editors and staff). Someone waiting or cancelled cannot be: 409. */
export async function checkInRegistrant(
  ctx: ServiceContext,
  caller: Caller | null,
  eventId: string,
  registrantId: string,
  body: unknown,
) {
  await requireAnyPermission(ctx, caller, EVENT_DOOR_PERMISSIONS, { action: 'check_in_registrant' });
  const { checkedIn } = parseInput(checkInInput, body);
  const where = and(eq(eventRegistrations.id, registrantId), eq(eventRegistrations.eventId, eventId));
  const [row] = await ctx.db.select().from(eventRegistrations).where(where);
  if (!row) throw new DataError('not_found', M.noSuchRegistrant);
  if (row.status !== 'registered') throw new DataError('conflict', M.notRegisteredCheckIn);
  const now = ctx.now();
  const [updated] = await ctx.db
    .update(eventRegistrations)
    // Checking in twice keeps the first arrival time.
    .set({ checkedInAt: checkedIn ? (row.checkedInAt ?? now) : null, updatedAt: now })
    .where(and(where, eq(eventRegistrations.status, 'registered')))
    .returning();
  if (!updated) throw new DataError('conflict', M.notRegisteredCheckIn);
  return toRegistrant(updated);
}
