import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { followUpEntries, followUps, messages } from '../db/schema.js';
import { openFollowUp } from '../followUps/openFollowUp.js';
import { DEMO_DONOR, DEMO_PLEDGE_ID } from './seedGiving.js';

const HOUR = 60 * 60 * 1000;
const DEMO_STAFF_UID = 'demo-staff';

/** Two demo messages, one in French, so the inbox shows both languages; fixed ids make seeding twice add nothing. */
const MESSAGES = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    kind: 'contact' as const,
    name: 'Grace Mwangi',
    email: 'grace.mwangi@example.org',
    organisation: 'Nairobi Girls’ Secondary School',
    message:
      'Our science club would love a visit from one of your scholars in the spring term. Who should I talk to about dates?',
    locale: 'en' as const,
    hoursAgo: 5,
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    kind: 'volunteer' as const,
    name: 'Awa Diop',
    email: 'awa.diop@example.org',
    organisation: null,
    message: 'Je voudrais aider lors de votre prochain atelier d’écriture à Dakar. Je suis doctorante en chimie.',
    locale: 'fr' as const,
    hoursAgo: 30,
  },
];

/**
 * The follow-up inbox's demo (decision 0049): the two messages above, new and in progress (the French one taken by the
 * demo staff member, with an internal note), and the demo donor's pledge. The items exist exactly when the demo rows
 * do, as for anything sent through the site.
 */
export async function seedInbox(ctx: ServiceContext): Promise<void> {
  const now = ctx.now().getTime();
  await ctx.db.transaction(async (tx) => {
    for (const { hoursAgo, locale, ...message } of MESSAGES) {
      const at = new Date(now - hoursAgo * HOUR);
      const [inserted] = await tx
        .insert(messages)
        .values({ ...message, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: messages.id });
      if (inserted) await openFollowUp(tx, { ...message, locale, at });
    }
    const [pledge] = await tx.select({ id: followUps.id }).from(followUps).where(eq(followUps.id, DEMO_PLEDGE_ID));
    if (!pledge)
      await openFollowUp(tx, {
        id: DEMO_PLEDGE_ID,
        kind: 'pledge',
        name: DEMO_DONOR.name,
        email: DEMO_DONOR.email,
        locale: 'en',
        at: new Date(now - 45 * 24 * HOUR),
      });
  });
  const taken = MESSAGES[1]!;
  const noteAt = new Date(now - (taken.hoursAgo - 2) * HOUR);
  const [note] = await ctx.db
    .insert(followUpEntries)
    .values({
      id: '00000000-0000-4000-8000-000000000211',
      followUpId: taken.id,
      type: 'note',
      authorUid: DEMO_STAFF_UID,
      body: 'Asked the Dakar team whether the workshop still needs helpers; will reply once they answer.',
      createdAt: noteAt,
    })
    .onConflictDoNothing()
    .returning({ id: followUpEntries.id });
  if (note)
    await ctx.db
      .update(followUps)
      .set({ status: 'in_progress', ownerUid: DEMO_STAFF_UID, updatedAt: noteAt })
      .where(eq(followUps.id, taken.id));
}
