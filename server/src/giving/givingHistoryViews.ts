import type { GivingHistory } from '@sla/contract';
import { donorQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { donorKey } from './donorKey.js';
import { donorOfAccount } from './donorOfAccount.js';
import { donorOfLink } from './donorOfLink.js';
import { readGivingHistory } from './readGivingHistory.js';

/** The donor may change and stop monthly gifts while Stripe is set up (even if new card gifts are switched off). */
const donorMayManage = (ctx: ServiceContext) => ctx.settings.stripe !== null;

/** GET /public/giving/{token}: the history a link from the e-mail opens. */
export async function openGivingLink(ctx: ServiceContext, token: string, meta: { ip: string }): Promise<GivingHistory> {
  const key = await donorOfLink(ctx, token, meta);
  return readGivingHistory(ctx.db, key, donorMayManage(ctx));
}

/** GET /users/me/giving: the history of the signed-in account's address. */
export async function getMyGiving(ctx: ServiceContext, caller: Caller | null): Promise<GivingHistory> {
  const key = await donorOfAccount(ctx, caller, 'view_own_giving');
  return readGivingHistory(ctx.db, key, donorMayManage(ctx));
}

/** GET /donors/giving?email=: staff's page of one donor (view_all_users, as the lists of gifts and pledges). */
export async function getDonorGiving(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<GivingHistory> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'view_donor_giving' });
  const { email } = parseInput(donorQuery, rawQuery);
  // Staff read; changing or stopping a gift is the donor's own decision, made from their link or account.
  return readGivingHistory(ctx.db, donorKey(email), false);
}
