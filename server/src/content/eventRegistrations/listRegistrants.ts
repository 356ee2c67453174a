import { DataError } from '@sla/contract';
import { parseInput, registrantsQuery, REGISTRANTS_PAGE_SIZE } from '@sla/contract/schemas';
import { EVENT_REGISTRATION_MESSAGES as M } from '@sla/contract/serviceMessages';
import { EVENT_DOOR_PERMISSIONS } from '@sla/permissions';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { CSV_BATCH, csvStream } from '../../csv/csvStream.js';
import type { EventRegistrationRow } from '../../db/schema.js';
import { findEvent } from '../events/findEvent.js';
import { registrantCursor, registrantRows, toRegistrant } from './registrantRows.js';
import { readSettings, settingsWithCounts } from './registrationSettings.js';

async function eventWithSettings(ctx: ServiceContext, eventId: string) {
  await findEvent(ctx.db, eventId);
  const settings = await readSettings(ctx.db, eventId);
  if (!settings) throw new DataError('not_found', M.notTaking);
  return settings;
}

/** An event's registrants, a page at a time by name (editors and staff: the people at its door, decision 0046). */
export async function listRegistrants(ctx: ServiceContext, caller: Caller | null, eventId: string, rawQuery: unknown) {
  await requireAnyPermission(ctx, caller, EVENT_DOOR_PERMISSIONS, { action: 'list_event_registrants' });
  const query = parseInput(registrantsQuery, rawQuery);
  const settings = await eventWithSettings(ctx, eventId);
  const limit = query.limit ?? REGISTRANTS_PAGE_SIZE;
  const rows = await registrantRows(ctx.db, eventId, query, query.cursor ?? null, limit + 1);
  const shown = rows.slice(0, limit);
  return {
    items: shown.map(toRegistrant),
    nextCursor: rows.length > limit ? registrantCursor(shown.at(-1)!) : null,
    settings: await settingsWithCounts(ctx.db, settings),
  };
}

const HEADER = ['name', 'email', 'status', 'checked_in_at', 'registered_at', 'account'];

/** The same list as CSV, streamed in batches along the same keyset: memory stays flat however many registered. */
export async function exportRegistrantsCsv(ctx: ServiceContext, caller: Caller | null, eventId: string, rawQuery: unknown) {
  await requireAnyPermission(ctx, caller, EVENT_DOOR_PERMISSIONS, { action: 'export_event_registrants' });
  const query = parseInput(registrantsQuery, rawQuery);
  await eventWithSettings(ctx, eventId);
  return csvStream<EventRegistrationRow>(
    HEADER,
    (last) => registrantRows(ctx.db, eventId, query, last ? registrantCursor(last) : null, CSV_BATCH),
    (row) => [
      row.name,
      row.email,
      row.status,
      row.checkedInAt?.toISOString(),
      row.createdAt.toISOString(),
      row.uid ? 'yes' : 'no',
    ],
  );
}
