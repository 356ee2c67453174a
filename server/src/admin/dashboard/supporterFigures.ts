import { sql } from 'drizzle-orm';
import type { DashboardFigures, GivingFigures } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { fromMinorUnits } from '../../donations/money.js';
import { monthUtc } from './calendar.js';
import { rowsOf } from './rowsOf.js';

/** Confirmed newsletter addresses now, and how many of them were confirmed this calendar month. */
export async function newsletterFigures(db: Db, now: Date): Promise<DashboardFigures['newsletter']> {
  const { start, end } = monthUtc(now);
  const [row] = await rowsOf<{ confirmed: number | string; recent: number | string }>(
    db,
    sql`SELECT count(*) AS confirmed,
        count(*) FILTER (WHERE confirmed_at >= ${start.toISOString()}::timestamptz AND confirmed_at < ${end.toISOString()}::timestamptz) AS recent
      FROM newsletter_subscribers WHERE status = 'confirmed'`,
  );
  return { confirmed: Number(row?.confirmed ?? 0), newThisMonth: Number(row?.recent ?? 0) };
}

/**
 * Pledges or donations (every payment recorded, monthly renewals included; mobile money only once confirmed) made this calendar month: how many, and
 * the sum in each currency, since the currency setting may have changed during the month.
 */
async function givenThisMonth(db: Db, table: 'pledges' | 'donations', now: Date): Promise<GivingFigures> {
  const { start, end } = monthUtc(now);
  const rows = await rowsOf<{ currency: string; n: number | string; total: number | string }>(
    db,
    sql`SELECT currency, count(*) AS n, sum(amount_minor) AS total FROM ${sql.identifier(table)}
      WHERE created_at >= ${start.toISOString()}::timestamptz AND created_at < ${end.toISOString()}::timestamptz
      ${table === 'donations' ? sql`AND status = 'succeeded'` : sql``}
      GROUP BY currency`,
  );
  const totals = rows
    .map((row) => ({ currency: row.currency, amount: fromMinorUnits(Number(row.total), row.currency) }))
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  return { count: rows.reduce((sum, row) => sum + Number(row.n), 0), totals };
}

export async function givingFigures(db: Db, now: Date): Promise<DashboardFigures['giving']> {
  const [pledges, donations] = await Promise.all([givenThisMonth(db, 'pledges', now), givenThisMonth(db, 'donations', now)]);
  return { month: monthUtc(now).start.toISOString().slice(0, 7), pledges, donations };
}
