import { and, asc, eq, gt, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Registrant, RegistrantFilter } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { eventRegistrations, type EventRegistrationRow } from '../../db/schema.js';
import { badCursor } from '../../cursor.js';

/** The list's keyset: the last row's sort name and id, opaque to the screen. */
export const registrantCursor = (row: EventRegistrationRow) =>
  Buffer.from(JSON.stringify([row.sortName, row.id])).toString('base64url');

function readCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string' && part.length <= 400))
      return value as [string, string];
  } catch {
    // Not one this service handed out.
  }
  throw badCursor();
}

const STATUS_FILTERS: Record<RegistrantFilter, SQL> = {
  registered: eq(eventRegistrations.status, 'registered'),
  waiting: eq(eventRegistrations.status, 'waiting'),
  cancelled: eq(eventRegistrations.status, 'cancelled'),
  checked_in: and(eq(eventRegistrations.status, 'registered'), isNotNull(eventRegistrations.checkedInAt))!,
};

/** A search's LIKE pattern: the words as typed, wildcards in them taken literally. */
const pattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One batch of an event's registrants in name order after `after`, matching the search (name or address, anywhere in
 * it) and status (none: everyone but the cancelled). Reads along event_registrations_by_name.
 */
export async function registrantRows(
  db: Db,
  eventId: string,
  filters: { status?: RegistrantFilter; search?: string },
  after: string | null,
  limit: number,
): Promise<EventRegistrationRow[]> {
  const [afterName, afterId] = after ? readCursor(after) : [null, null];
  const search = filters.search?.trim();
  return db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        filters.status ? STATUS_FILTERS[filters.status] : sql`${eventRegistrations.status} <> 'cancelled'`,
        search
          ? or(ilike(eventRegistrations.sortName, pattern(search)), ilike(eventRegistrations.emailKey, pattern(search)))
          : undefined,
        afterName !== null
          ? or(
              gt(eventRegistrations.sortName, afterName),
              and(eq(eventRegistrations.sortName, afterName), gt(eventRegistrations.id, afterId!)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(eventRegistrations.sortName), asc(eventRegistrations.id))
    .limit(limit);
}

export const toRegistrant = (row: EventRegistrationRow): Registrant => ({
  id: row.id,
  name: row.name,
  email: row.email,
  status: row.status,
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  hasAccount: row.uid !== null,
  registeredAt: row.createdAt.toISOString(),
});
