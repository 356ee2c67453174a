import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { invalidInput, type AuditPerson, type NamedAuditEntry } from '@sla/contract';
import type { AuditLogFilters, AuditLogKind } from '@sla/contract/schemas';
import { tooManyPeopleMatch } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { auditLogs, users, type AuditRow } from '../db/schema.js';
import { toAuditEntry } from './toAuditEntry.js';

/** How many people a person search may match before it must be narrowed: the match list becomes an IN (…) list. */
export const PERSON_MATCH_LIMIT = 100;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const KIND_CONDITIONS: Record<AuditLogKind, () => SQL> = {
  role_change: () => eq(auditLogs.type, 'role_change'),
  access_refused: () => and(eq(auditLogs.type, 'permission_check'), eq(auditLogs.granted, false))!,
  sign_in: () => inArray(auditLogs.type, ['account_event', 'account_deleted']),
  settings: () => eq(auditLogs.type, 'settings_change'),
  releases: () => eq(auditLogs.type, 'release_change'),
};

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

/**
 * The uids a person search stands for: the text itself (a uid, perhaps of a deleted account or an invitation) and
 * every profile whose uid is it or whose name or e-mail contains it.
 */
async function personUids(ctx: ServiceContext, person: string): Promise<string[]> {
  const pattern = likePattern(person);
  const rows = await ctx.db
    .select({ uid: users.uid })
    .from(users)
    .where(or(eq(users.uid, person), ilike(users.displayName, pattern), ilike(users.email, pattern)))
    .limit(PERSON_MATCH_LIMIT + 1);
  if (rows.length > PERSON_MATCH_LIMIT) {
    throw invalidInput({
      person: tooManyPeopleMatch(PERSON_MATCH_LIMIT, person),
    });
  }
  return [...new Set([person, ...rows.map((row) => row.uid)])];
}

/** The WHERE conditions for the activity log's filters (schema: auditLogFilters), without paging. */
export async function auditLogConditions(ctx: ServiceContext, filters: AuditLogFilters): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(auditLogs.userId, filters.userId));
  if (filters.personUid)
    conditions.push(or(eq(auditLogs.userId, filters.personUid), eq(auditLogs.changedBy, filters.personUid))!);
  if (filters.kind) conditions.push(KIND_CONDITIONS[filters.kind]());
  if (filters.person) {
    const uids = await personUids(ctx, filters.person);
    // About them or done by them; each side has its own (…, timestamp DESC, id DESC) index (migration 0016).
    conditions.push(or(inArray(auditLogs.userId, uids), inArray(auditLogs.changedBy, uids))!);
  }
  if (filters.from) conditions.push(sql`${auditLogs.timestamp} >= ${startOfDay(filters.from).toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`${auditLogs.timestamp} < ${startOfNextDay(filters.to).toISOString()}::timestamptz`);
  return conditions;
}

/** What the reader of the log may see beyond names: why an account was suspended is for those who manage users. */
export interface AuditReader {
  seesSuspensionReasons: boolean;
}

/**
 * The entries of `rows` with the people they name, looked up in one query for the lot. An invitation's entries name
 * the invited address (there is no profile yet); a suspension's reason is left out for readers who may not see it.
 */
export async function namedEntries(ctx: ServiceContext, rows: AuditRow[], reader: AuditReader): Promise<NamedAuditEntry[]> {
  const uids = [...new Set(rows.flatMap((row) => (row.changedBy ? [row.userId, row.changedBy] : [row.userId])))];
  const people = new Map<string, AuditPerson>();
  if (uids.length) {
    const found = await ctx.db
      .select({ uid: users.uid, displayName: users.displayName, email: users.email })
      .from(users)
      .where(inArray(users.uid, uids));
    for (const person of found) people.set(person.uid, person);
  }
  return rows.map((row) => {
    let entry: NamedAuditEntry = toAuditEntry(row);
    if (entry.type === 'account_event' && entry.action === 'suspended' && !reader.seesSuspensionReasons)
      entry = { ...entry, reason: '' };
    const invited = entry.type === 'account_event' && typeof entry.context.email === 'string' ? entry.context.email : null;
    const person = people.get(row.userId) ?? (invited ? { uid: row.userId, displayName: null, email: invited } : undefined);
    // changed_by is the actor only for the types that have one (role_change, account_event).
    const actor =
      row.changedBy && (row.type === 'role_change' || row.type === 'account_event') ? people.get(row.changedBy) : undefined;
    return { ...entry, ...(person ? { person } : {}), ...(actor ? { actor } : {}) };
  });
}
