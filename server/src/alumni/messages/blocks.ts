import { and, eq } from 'drizzle-orm';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniBlocks } from '../../db/schema.js';
import { blockSelf, noSuchAlumnus } from './alumniMessageErrors.js';
import { knownPerson } from './knownPerson.js';
import { requireNetworker } from './openConversation.js';

/**
 * PUT /alumni/blocks/:uid: the caller blocks `uid`. No new messages either way from then on; conversations they
 * already have stay readable. Blocking twice is one block.
 */
export async function blockAlumnus(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<void> {
  const member = await requireNetworker(ctx, caller, { action: 'block_alumnus', uid });
  const me = member.token.uid;
  if (uid === me) throw blockSelf();
  if (!(await knownPerson(ctx.db, me, uid))) throw noSuchAlumnus();
  await ctx.db
    .insert(alumniBlocks)
    .values({ blockerUid: me, blockedUid: uid, createdAt: ctx.now() })
    .onConflictDoNothing({ target: [alumniBlocks.blockerUid, alumniBlocks.blockedUid] });
}

/** DELETE /alumni/blocks/:uid: the caller's block of `uid` ends (a block by the other side stays). Idempotent. */
export async function unblockAlumnus(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<void> {
  const member = await requireNetworker(ctx, caller, { action: 'unblock_alumnus', uid });
  const me = member.token.uid;
  if (uid === me) throw blockSelf();
  await ctx.db.delete(alumniBlocks).where(and(eq(alumniBlocks.blockerUid, me), eq(alumniBlocks.blockedUid, uid)));
}
