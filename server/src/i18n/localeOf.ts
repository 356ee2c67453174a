import { asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@sla/i18n/locales';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

/**
 * The language an account holder reads their e-mails in (users.locale), found by uid or by address (the lower-case
 * index; of several accounts with one address, the first by uid, as optional mail does). Null when there is no such
 * account or it never chose: the caller then falls back to what it knows (the request's language), or English.
 */
export async function localeOf(db: Db, who: { uid: string } | { email: string }): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where('uid' in who ? eq(users.uid, who.uid) : sql`lower(${users.email}) = lower(${who.email})`)
    .orderBy(asc(users.uid))
    .limit(1);
  return row?.locale ?? null;
}
