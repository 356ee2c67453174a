import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { content, eventRegistrations } from '../../db/schema.js';

/** One registration for an event, as the data download shows it. */
export interface ExportedEventRegistration {
  event: { id: string; title: string };
  name: string;
  email: string;
  status: 'registered' | 'waiting' | 'cancelled';
  registeredAt: string;
  checkedInAt: string | null;
}

/**
 * The person's registrations for events (decision 0046): those made signed in, and those a visitor made with the
 * account's address (by the lower-cased address the registration keeps), as the messages to staff are found.
 */
export async function eventRegistrationsExport(db: Db, uid: string, email: string | null): Promise<ExportedEventRegistration[]> {
  const mine = email
    ? or(eq(eventRegistrations.uid, uid), eq(eventRegistrations.emailKey, email.trim().toLowerCase()))
    : eq(eventRegistrations.uid, uid);
  const rows = await db
    .select({ registration: eventRegistrations, title: content.title })
    .from(eventRegistrations)
    .innerJoin(content, eq(content.id, eventRegistrations.eventId))
    .where(mine)
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  return rows.map(({ registration, title }) => ({
    event: { id: registration.eventId, title },
    name: registration.name,
    email: registration.email,
    status: registration.status,
    registeredAt: registration.createdAt.toISOString(),
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
  }));
}
