import { inArray } from 'drizzle-orm';
import type { AlumniReport } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { users, type alumniReports } from '../../db/schema.js';
import { FORMER_MEMBER, peopleAsSeenBy } from './people.js';

export type AlumniReportRow = typeof alumniReports.$inferSelect;

/**
 * Reports as `audience` reads them: staff who manage profiles read both people as staff see them; the reporter, who
 * gets their own report back, reads the other as members do. Who resolved it is named by their account.
 */
export async function toAlumniReports(
  db: Db,
  rows: AlumniReportRow[],
  audience: 'alumni' | 'staff',
  viewerUid: string,
): Promise<AlumniReport[]> {
  const people = await peopleAsSeenBy(
    db,
    rows.flatMap((row) => [row.reporterUid, row.reportedUid]),
    audience,
    audience === 'alumni' ? viewerUid : null,
  );
  const resolvers = rows.flatMap((row) => (row.resolvedBy ? [row.resolvedBy] : []));
  const staff = resolvers.length
    ? await db.select({ uid: users.uid, displayName: users.displayName }).from(users).where(inArray(users.uid, resolvers))
    : [];
  const staffName = new Map(staff.map((row) => [row.uid, row.displayName]));
  return rows.map((row) => ({
    id: row.id,
    reporterUid: row.reporterUid,
    reporterName: people.get(row.reporterUid)?.name ?? FORMER_MEMBER,
    reportedUid: row.reportedUid,
    reportedName: people.get(row.reportedUid)?.name ?? FORMER_MEMBER,
    reason: row.reason,
    details: row.details,
    quotedMessage: row.quotedMessage,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolvedBy ? (staffName.get(row.resolvedBy) ?? 'A former member of staff') : null,
  }));
}
