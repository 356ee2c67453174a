import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { blockedBetweenSql } from '../relation.js';

/** Whether either of the two blocked the other (the relation rule's own SQL, asked on its own). */
export async function blockedBetween(db: Db, one: string, other: string): Promise<boolean> {
  const result = (await db.execute(sql`SELECT ${blockedBetweenSql(one, other)} AS blocked`)) as unknown as {
    rows: { blocked: boolean }[];
  };
  return Boolean(result.rows[0]?.blocked);
}
