import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { alumniConversations, alumniProfiles } from '../../db/schema.js';
import { uidId } from '../../cursor.js';
import { pairOf } from '../relation.js';

/**
 * Whether `uid` is someone `viewerUid` may block or report: an alumnus with a profile, or the other person of a
 * conversation the viewer has (an admin who wrote to them has no profile).
 */
export async function knownPerson(db: Db, viewerUid: string, uid: string): Promise<boolean> {
  if (!uidId(uid)) return false;
  const pair = pairOf(viewerUid, uid);
  const [row] = await db
    .select({
      profile: sql<boolean>`EXISTS (SELECT 1 FROM ${alumniProfiles} WHERE ${eq(alumniProfiles.uid, uid)})`,
      conversation: sql<boolean>`EXISTS (SELECT 1 FROM ${alumniConversations} WHERE ${and(
        eq(alumniConversations.firstUid, pair.firstUid),
        eq(alumniConversations.secondUid, pair.secondUid),
      )})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return Boolean(row?.profile) || Boolean(row?.conversation);
}
