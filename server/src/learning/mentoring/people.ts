import { inArray } from 'drizzle-orm';
import type { MentorSummary } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';

export interface Person extends MentorSummary {
  email: string | null;
  /** The language they read their e-mails in (users.locale); null: English. */
  locale: 'en' | 'fr' | null;
}

/** The two people of a mentorship (or any few), by uid; someone without a profile is there with nulls. */
export async function peopleByUid(db: Db, uids: string[]): Promise<Map<string, Person>> {
  const rows = await db
    .select({ uid: users.uid, displayName: users.displayName, role: users.role, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.uid, uids));
  const found = new Map(rows.map((row) => [row.uid, row]));
  return new Map(uids.map((uid) => [uid, found.get(uid) ?? { uid, displayName: null, role: null, email: null, locale: null }]));
}

/** What either side sees of a person: never their e-mail address. */
export const summaryOf = ({ uid, displayName, role }: Person): MentorSummary => ({ uid, displayName, role });
