import { donorQuery, parseInput } from '@sla/contract/schemas';
import type { Locale } from '@sla/i18n/locales';
import { requirePermission } from '../access.js';
import type { StoredFile } from '../applications/files/downloadFile.js';
import type { Caller, ServiceContext } from '../context.js';
import { donorKey } from './donorKey.js';
import { donorOfAccount } from './donorOfAccount.js';
import { donorOfLink } from './donorOfLink.js';
import { issueReceipt } from './issueReceipt.js';

// The three doors to a receipt: each finds whose gifts it may reach, then issueReceipt keeps to that donor's gifts.

export async function downloadLinkReceipt(
  ctx: ServiceContext,
  token: string,
  query: unknown,
  meta: { ip: string; locale: Locale },
): Promise<StoredFile> {
  const key = await donorOfLink(ctx, token, meta);
  return issueReceipt(ctx, key, query, { askedThrough: 'link', locale: meta.locale });
}

export async function downloadMyReceipt(
  ctx: ServiceContext,
  caller: Caller | null,
  query: unknown,
  meta: { locale: Locale },
): Promise<StoredFile> {
  const key = await donorOfAccount(ctx, caller, 'download_own_receipt');
  return issueReceipt(ctx, key, query, { askedThrough: 'account', locale: meta.locale });
}

/** Staff (view_all_users) make the receipt the donor would get, e.g. for a donor who asks by phone. */
export async function downloadDonorReceipt(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
  meta: { locale: Locale },
): Promise<StoredFile> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'download_donor_receipt' });
  const { email, ...query } = (rawQuery ?? {}) as Record<string, unknown>;
  const donor = parseInput(donorQuery, { email });
  return issueReceipt(ctx, donorKey(donor.email), query, { askedThrough: 'staff', locale: meta.locale });
}
