import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { alumniBlocks, alumniConversations, alumniProfiles, type AlumniProfileRow } from '../db/schema.js';
import type { ViewerRelation } from './profiles/visibleProfile.js';

/** The stored order of a pair: a conversation between two people is one row, (smaller uid, larger uid). */
export function pairOf(one: string, other: string): { firstUid: string; secondUid: string } {
  return one < other ? { firstUid: one, secondUid: other } : { firstUid: other, secondUid: one };
}

/** Either of the two blocked the other. */
export function blockedBetweenSql(one: SQL | string, other: SQL | string): SQL {
  return sql`EXISTS (SELECT 1 FROM alumni_blocks b WHERE (b.blocker_uid = ${one} AND b.blocked_uid = ${other}) OR (b.blocker_uid = ${other} AND b.blocked_uid = ${one}))`;
}

/**
 * True for profiles the viewer may start a conversation with: open to messages, named to members (one cannot write
 * to someone whose name one may not see), not hidden by staff, not the viewer, and no block either way. The same
 * rule answers the directory's cards, the profile page and the service's check when a message is sent.
 */
export function canMessageSql(viewerUid: string): SQL {
  return sql`(${alumniProfiles.openToMessages} AND ${alumniProfiles.alumniName} IS NOT NULL AND ${alumniProfiles.hiddenAt} IS NULL AND ${alumniProfiles.uid} <> ${viewerUid} AND NOT ${blockedBetweenSql(viewerUid, sql`${alumniProfiles.uid}`)})`;
}

/**
 * What the viewer may do about one profile. `mayNetwork`: the viewer holds network_with_alumni (staff who only
 * manage profiles do not message members).
 */
export async function relationTo(
  db: Db,
  viewerUid: string,
  profile: AlumniProfileRow,
  mayNetwork: boolean,
): Promise<ViewerRelation> {
  const pair = pairOf(viewerUid, profile.uid);
  const [blocks, conversations] = await Promise.all([
    db
      .select({ blockerUid: alumniBlocks.blockerUid })
      .from(alumniBlocks)
      .where(
        or(
          and(eq(alumniBlocks.blockerUid, viewerUid), eq(alumniBlocks.blockedUid, profile.uid)),
          and(eq(alumniBlocks.blockerUid, profile.uid), eq(alumniBlocks.blockedUid, viewerUid)),
        ),
      ),
    db
      .select({ id: alumniConversations.id })
      .from(alumniConversations)
      .where(and(eq(alumniConversations.firstUid, pair.firstUid), eq(alumniConversations.secondUid, pair.secondUid))),
  ]);
  const blockedByMe = blocks.some((block) => block.blockerUid === viewerUid);
  const open = profile.openToMessages && profile.alumniName !== null && profile.hiddenAt === null && profile.uid !== viewerUid;
  return {
    canMessage: mayNetwork && open && blocks.length === 0,
    blockedByMe,
    conversationId: mayNetwork ? (conversations[0]?.id ?? null) : null,
  };
}
