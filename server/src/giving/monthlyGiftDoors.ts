import type { MonthlyGift } from '@sla/contract';
import type { Caller, ServiceContext } from '../context.js';
import { donorOfAccount } from './donorOfAccount.js';
import { donorOfLink } from './donorOfLink.js';
import { changeMonthlyGift, stopMonthlyGift } from './monthlyGiftChanges.js';

// The donor changes or stops their monthly gift from the link's page or their account; staff cannot (the donor decides).

export const changeLinkMonthlyGift = async (
  ctx: ServiceContext,
  token: string,
  id: string,
  body: unknown,
  meta: { ip: string },
) => changeMonthlyGift(ctx, await donorOfLink(ctx, token, meta), id, body);

export const stopLinkMonthlyGift = async (ctx: ServiceContext, token: string, id: string, meta: { ip: string }) =>
  stopMonthlyGift(ctx, await donorOfLink(ctx, token, meta), id);

export const changeMyMonthlyGift = async (
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<MonthlyGift> => changeMonthlyGift(ctx, await donorOfAccount(ctx, caller, 'change_own_monthly_gift'), id, body);

export const stopMyMonthlyGift = async (ctx: ServiceContext, caller: Caller | null, id: string): Promise<MonthlyGift> =>
  stopMonthlyGift(ctx, await donorOfAccount(ctx, caller, 'stop_own_monthly_gift'), id);
