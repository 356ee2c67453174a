import { desc, eq } from 'drizzle-orm';
import type { Notice } from '@sla/contract';
import { requireCaller } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { notices } from '../db/schema.js';
import { toNotice } from './toNotice.js';

export const NOTICES_SHOWN = 50;

/** The caller's own notices, newest first (the latest 50). Anyone signed in has their own, possibly none. */
export async function listNotices(ctx: ServiceContext, caller: Caller | null): Promise<{ items: Notice[] }> {
  const signedIn = requireCaller(caller);
  const rows = await ctx.db
    .select()
    .from(notices)
    .where(eq(notices.userId, signedIn.token.uid))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(NOTICES_SHOWN);
  return { items: rows.map(toNotice) };
}
