import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { alumniProfiles, programs, users } from '../../db/schema.js';
import { canMessageSql } from '../relation.js';
import type { AudienceColumns } from './directoryColumns.js';

const hider = alias(users, 'hider');

/**
 * How to reach the page's rows in name order. `walk`: along the name index, stopping after `limit` matches: right when
 * matches are common. `sort`: find every match first (trigram or filter indexes), then sort them: right for a search
 * or a rare combination of filters, where a walk could read most of the index before it found a page (names that
 * match a search sit together, so a walk from "A" to "Mary" reads half the directory). The planner cannot tell the
 * two apart from its statistics, so the caller decides from the count it already has; `|| ''` keeps the sort (the
 * same text, the same collation) but hides it from the name index.
 */
export type RowsPath = 'walk' | 'sort';

/**
 * Up to `limit` profiles matching `where`, by the audience's visible name then uid; names the audience may not see are
 * NULL and sort last (staff's list). Each row comes with its programme's name, who hid it, and whether the viewer may
 * message them (`canMessageSql`, false for viewers who do not network).
 */
export function directoryRows(
  db: Db,
  columns: AudienceColumns,
  where: SQL | undefined,
  { limit, path, messagingViewer }: { limit: number; path: RowsPath; messagingViewer: string | null },
) {
  const name = path === 'walk' ? sql`${columns.name}` : sql`(${columns.name} || '')`;
  return db
    .select({
      profile: alumniProfiles,
      programName: programs.name,
      hiddenByName: hider.displayName,
      canMessage: (messagingViewer ? canMessageSql(messagingViewer) : sql`false`).mapWith(Boolean),
    })
    .from(alumniProfiles)
    .leftJoin(programs, eq(programs.id, alumniProfiles.programId))
    .leftJoin(hider, eq(hider.uid, alumniProfiles.hiddenBy))
    .where(and(where))
    .orderBy(sql`${name} ASC NULLS LAST`, asc(alumniProfiles.uid))
    .limit(limit);
}
