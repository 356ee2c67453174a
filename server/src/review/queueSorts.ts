import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { QUEUE_SORTS } from '@sla/contract/schemas';
import { applications } from '../db/schema.js';
import { badCursor } from '../cursor.js';
import { unstorableText } from '../unstorableText.js';

export type QueueSort = (typeof QUEUE_SORTS)[number];

interface SortSpec {
  column: PgColumn;
  direction: 'asc' | 'desc';
  /** Rows without a value (never submitted, not yet scored) come after all the others, newest first. */
  nullable: boolean;
  kind: 'time' | 'number';
}

/** Each order matches an index of migration 0007, read forwards or backwards, so every page is an index range. */
export const SORTS: Record<QueueSort, SortSpec> = {
  submitted_desc: { column: applications.submittedAt, direction: 'desc', nullable: true, kind: 'time' },
  submitted_asc: { column: applications.submittedAt, direction: 'asc', nullable: true, kind: 'time' },
  score_desc: { column: applications.averageScore, direction: 'desc', nullable: true, kind: 'number' },
  updated_desc: { column: applications.updatedAt, direction: 'desc', nullable: false, kind: 'time' },
};

/**
 * The sort value as the database prints it: exact (microseconds, a real's shortest digits), so a
 * cursor made from it points exactly between two rows.
 */
export function sortKeyOf(sort: QueueSort): SQL<string | null> {
  const { column, kind } = SORTS[sort];
  return kind === 'time'
    ? sql<string | null>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string | null>`${column}::text`;
}

/**
 * ORDER BY for the rows that have a value: `column dir, id dir`, with nulls placed exactly as the
 * index keeps them (else PostgreSQL sorts every matching row instead of reading the index): the
 * nullable columns' indexes are DESC NULLS LAST, read backwards for ascending order.
 */
export function orderOf(sort: QueueSort): SQL[] {
  const { column, direction, nullable } = SORTS[sort];
  if (!nullable) return direction === 'desc' ? [desc(column), desc(applications.id)] : [asc(column), asc(applications.id)];
  return direction === 'desc'
    ? [sql`${column} desc nulls last`, desc(applications.id)]
    : [sql`${column} asc nulls first`, asc(applications.id)];
}

/**
 * ORDER BY for the rows without a value: newest id first, written as the index's own order (all
 * their values being null), so the planner walks that index instead of the whole primary key.
 */
export function nullsOrderOf(sort: QueueSort): SQL[] {
  return [sql`${SORTS[sort].column} desc nulls last`, desc(applications.id)];
}

/** Rows after (value, id) in the sort's order, among those with a value. */
export function afterValue(sort: QueueSort, value: string, id: string): SQL {
  const { column, direction, kind } = SORTS[sort];
  const typed = kind === 'time' ? sql`${value}::timestamptz` : sql`${value}::real`;
  return direction === 'desc'
    ? sql`(${column}, ${applications.id}) < (${typed}, ${id})`
    : sql`(${column}, ${applications.id}) > (${typed}, ${id})`;
}

export interface QueueCursor {
  value: string | null;
  id: string;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const NUMBER = /^-?\d{1,6}(\.\d{1,12})?(e-?\d{1,2})?$/;
/** Times from 1970 on (TIME already asks for a four-digit year; PostgreSQL has no year 0), and reals it can hold. */
const timeInRange = (value: string) => value >= '1970';
const realInRange = (value: string) => {
  const size = Math.abs(Number(value));
  return size === 0 || (size >= 1e-30 && size <= 1e30);
};

export function encodeQueueCursor(sort: QueueSort, cursor: QueueCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor, checked: made for this sort, and holding a value the database will read (never a 500). */
export function decodeQueueCursor(sort: QueueSort, text: string): QueueCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) throw badCursor();
  const [, value, id] = parsed as [unknown, unknown, unknown];
  if (typeof id !== 'string' || !id || id.length > 64 || unstorableText(id)) throw badCursor();
  if (value === null && SORTS[sort].nullable) return { value, id };
  if (typeof value !== 'string') throw badCursor();
  const valid =
    SORTS[sort].kind === 'time'
      ? TIME.test(value) && timeInRange(value) && new Date(value).toISOString().slice(0, 19) === value.slice(0, 19)
      : NUMBER.test(value) && realInRange(value);
  if (!valid) throw badCursor();
  return { value, id };
}
