import { eq } from 'drizzle-orm';
import type { OpportunityDigest } from '@sla/contract';
import { opportunityDigestInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { opportunityDigests } from '../../db/schema.js';
import { requireReader } from './opportunityAccess.js';

async function readChoice(ctx: ServiceContext, uid: string): Promise<OpportunityDigest> {
  const [row] = await ctx.db.select().from(opportunityDigests).where(eq(opportunityDigests.uid, uid));
  return row ? { on: true, fields: row.fields } : { on: false, fields: [] };
}

/** Whether the person gets the weekly e-mail (for its unsubscribe link's page). */
export async function digestIsOn(db: Db, uid: string): Promise<boolean> {
  const [row] = await db.select({ uid: opportunityDigests.uid }).from(opportunityDigests).where(eq(opportunityDigests.uid, uid));
  return row !== undefined;
}

/** Stops the weekly e-mail (its unsubscribe link, one click or the site's page); doing it twice is fine. */
export async function stopDigest(db: Db, uid: string): Promise<void> {
  await db.delete(opportunityDigests).where(eq(opportunityDigests.uid, uid));
}

/** GET /alumni/opportunities/digest: off unless the reader turned it on (opt-in). */
export async function getOpportunityDigest(ctx: ServiceContext, caller: Caller | null): Promise<OpportunityDigest> {
  const reader = await requireReader(ctx, caller, { action: 'get_opportunity_digest' });
  return readChoice(ctx, reader.token.uid);
}

/** PUT /alumni/opportunities/digest: on (with the fields to match; none: every field) or off (the row goes). */
export async function setOpportunityDigest(
  ctx: ServiceContext,
  caller: Caller | null,
  body: unknown,
): Promise<OpportunityDigest> {
  const reader = await requireReader(ctx, caller, { action: 'set_opportunity_digest' });
  const input = parseInput(opportunityDigestInput, body);
  const uid = reader.token.uid;
  const fields = [...new Set(input.fields)];
  if (input.on) {
    await ctx.db
      .insert(opportunityDigests)
      .values({ uid, fields, subscribedAt: ctx.now() })
      .onConflictDoUpdate({ target: opportunityDigests.uid, set: { fields } });
  } else {
    await stopDigest(ctx.db, uid);
  }
  return readChoice(ctx, uid);
}
