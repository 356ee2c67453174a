import { sql } from 'drizzle-orm';
import type { DashboardFigures } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { isoDay, WEEK_MS, WEEKS_SHOWN, weekStartUtc } from './calendar.js';
import { rowsOf } from './rowsOf.js';

/** Profiles created per week (Monday 00:00 UTC) over the last WEEKS_SHOWN weeks, oldest first, weeks without any as 0. */
export async function accountFigures(db: Db, now: Date): Promise<DashboardFigures['newAccounts']> {
  const first = new Date(weekStartUtc(now).getTime() - (WEEKS_SHOWN - 1) * WEEK_MS);
  const end = new Date(first.getTime() + WEEKS_SHOWN * WEEK_MS);
  const rows = await rowsOf<{ week: number | string; n: number | string }>(
    db,
    sql`SELECT floor(extract(epoch FROM (created_at - ${first.toISOString()}::timestamptz)) / ${WEEK_MS / 1000})::int AS week,
        count(*) AS n
      FROM users
      WHERE created_at >= ${first.toISOString()}::timestamptz AND created_at < ${end.toISOString()}::timestamptz
      GROUP BY 1`,
  );
  const counts = new Map(rows.map((row) => [Number(row.week), Number(row.n)]));
  return Array.from({ length: WEEKS_SHOWN }, (_, week) => ({
    weekStart: isoDay(new Date(first.getTime() + week * WEEK_MS)),
    count: counts.get(week) ?? 0,
  }));
}
