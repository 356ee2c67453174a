import { and, eq, isNull } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { NO_SUCH_NOTICE } from '@sla/contract/serviceMessages';
import { requireCaller } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { notices } from '../db/schema.js';

/** Marks one of the caller's own notices read (again is fine); anyone else's answers as unknown. */
export async function markNoticeRead(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  const signedIn = requireCaller(caller);
  const own = and(eq(notices.id, id), eq(notices.userId, signedIn.token.uid));
  await ctx.db
    .update(notices)
    .set({ readAt: ctx.now() })
    .where(and(own, isNull(notices.readAt)));
  const [found] = await ctx.db.select({ id: notices.id }).from(notices).where(own).limit(1);
  if (!found) throw new DataError('not_found', NO_SUCH_NOTICE);
}
