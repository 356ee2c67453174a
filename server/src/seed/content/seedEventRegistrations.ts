import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { content, eventRegistrations, eventRegistrationSettings } from '../../db/schema.js';

/** The demo event that takes registrations on the site, and a few visitors already registered for it. */
const EVENT_SLUG = 'application-writing-clinic';
const CAPACITY = 24;
const REGISTRANTS = [
  { name: 'Amina Yusuf', email: 'amina.yusuf@example.org' },
  { name: 'Kwame Mensah', email: 'kwame.mensah@example.org' },
  { name: 'Zanele Dlamini', email: 'zanele.dlamini@example.org' },
];

/**
 * Decision 0046 in the demo: the writing clinic takes registrations (anyone, 24 places) and three people have a place,
 * so the event page, the editors' registrants and staff's door have something to show. Only on the first seeding: a
 * demo where an editor changed the settings keeps them.
 */
export async function seedEventRegistrations(ctx: ServiceContext): Promise<void> {
  const [event] = await ctx.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.type, 'event'), eq(content.slug, EVENT_SLUG)));
  if (!event) return;
  const now = ctx.now();
  const made = await ctx.db
    .insert(eventRegistrationSettings)
    .values({
      eventId: event.id,
      open: true,
      audience: 'public',
      capacity: CAPACITY,
      registered: REGISTRANTS.length,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: eventRegistrationSettings.eventId })
    .returning({ eventId: eventRegistrationSettings.eventId });
  if (!made.length) return;
  await ctx.db.insert(eventRegistrations).values(
    REGISTRANTS.map((person, index) => {
      const at = new Date(now.getTime() - (REGISTRANTS.length - index) * 26 * 3600 * 1000);
      return {
        id: randomUUID(),
        eventId: event.id,
        uid: null,
        name: person.name,
        sortName: person.name.toLowerCase(),
        email: person.email,
        emailKey: person.email.toLowerCase(),
        locale: 'en',
        status: 'registered' as const,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
