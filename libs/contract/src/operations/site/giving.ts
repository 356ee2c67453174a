import * as z from 'zod/mini';
import { DONATION_FREQUENCIES } from '../../schemas/donations.js';
import { donorQuery, donorReceiptQuery, givingLinkInput, monthlyAmountInput, receiptQuery } from '../../schemas/giving.js';
import { fileAnswer, operation } from '../operation.js';
import { acknowledgement } from './forms.js';
import { pledge } from './donations.js';

export const MONTHLY_GIFT_STATUSES = ['active', 'stopped'] as const;
export type MonthlyGiftStatus = (typeof MONTHLY_GIFT_STATUSES)[number];

/** One gift as its donor (and staff on the donor's page) sees it. */
export const givingGift = z.strictObject({
  id: z.string(),
  frequency: z.enum(DONATION_FREQUENCIES),
  renewal: z.boolean(),
  /** In major units, e.g. 25.5. */
  amount: z.number(),
  currency: z.string(),
  /** How it was paid ("card" through Stripe; other providers when the donations table records them). */
  provider: z.string(),
  /** "paid", or the provider's state (pending, failed) where the donations table records one. */
  status: z.string(),
  createdAt: z.string(),
});
export type GivingGift = z.output<typeof givingGift>;

/** A monthly gift (a Stripe subscription), changed or stopped from the giving history. */
export const monthlyGift = z.strictObject({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(MONTHLY_GIFT_STATUSES),
  startedAt: z.string(),
  stoppedAt: z.nullable(z.string()),
  /** The last payment failed and Stripe is trying again. */
  paymentFailing: z.boolean(),
});
export type MonthlyGift = z.output<typeof monthlyGift>;

/** Everything given from one address: gifts and pledges newest first, monthly gifts, and what the caller may do. */
export const givingHistory = z.strictObject({
  email: z.string(),
  gifts: z.array(givingGift),
  pledges: z.array(pledge),
  monthly: z.array(monthlyGift),
  /** Monthly gifts can be changed and stopped here (online payments set up, and the caller is the donor). */
  canManageMonthly: z.boolean(),
  /** Sums per currency and year, for the history's heading. */
  totals: z.array(z.strictObject({ year: z.int(), currency: z.string(), amount: z.number() })),
});
export type GivingHistory = z.output<typeof givingHistory>;

const pdf = fileAnswer('application/pdf');
const owner = { anyOf: ['manage_profile'] } as const;
const staff = { anyOf: ['view_all_users'] } as const;

export const requestGivingLink = operation({
  id: 'requestGivingLink',
  method: 'POST',
  path: '/public/giving/link',
  summary: 'E-mail a link to one’s giving history; the same answer whether or not the address has given',
  body: givingLinkInput,
  answer: acknowledgement,
  status: 202,
  access: 'public',
  refusals: [400, 429],
});

export const openGivingLink = operation({
  id: 'openGivingLink',
  method: 'GET',
  path: '/public/giving/{token}',
  summary: 'The giving history a link from the e-mail opens; 404 for an unknown or expired link',
  answer: givingHistory,
  status: 200,
  access: 'public',
  refusals: [404, 429],
});

export const downloadLinkReceipt = operation({
  id: 'downloadLinkReceipt',
  method: 'GET',
  path: '/public/giving/{token}/receipt',
  summary: 'A receipt (PDF) for one of the link’s gifts or for a range of dates, with a number never used before',
  query: receiptQuery,
  answer: pdf,
  status: 200,
  access: 'public',
  refusals: [400, 404, 429],
});

export const changeLinkMonthlyGift = operation({
  id: 'changeLinkMonthlyGift',
  method: 'PUT',
  path: '/public/giving/{token}/monthly/{id}',
  summary: 'Change the amount of one of the link’s monthly gifts from the next payment',
  body: monthlyAmountInput,
  answer: monthlyGift,
  status: 200,
  access: 'public',
  refusals: [400, 404, 409, 429, 503],
});

export const stopLinkMonthlyGift = operation({
  id: 'stopLinkMonthlyGift',
  method: 'DELETE',
  path: '/public/giving/{token}/monthly/{id}',
  summary: 'Stop one of the link’s monthly gifts now (no further payments)',
  answer: monthlyGift,
  status: 200,
  access: 'public',
  refusals: [404, 409, 429, 503],
});

export const getMyGiving = operation({
  id: 'getMyGiving',
  method: 'GET',
  path: '/users/me/giving',
  summary: 'The giving history of the account’s address',
  answer: givingHistory,
  status: 200,
  access: owner,
  refusals: [401, 403, 404],
});

export const downloadMyReceipt = operation({
  id: 'downloadMyReceipt',
  method: 'GET',
  path: '/users/me/giving/receipt',
  summary: 'A receipt (PDF) for one of the account’s gifts or for a range of dates',
  query: receiptQuery,
  answer: pdf,
  status: 200,
  access: owner,
  refusals: [400, 401, 403, 404],
});

export const changeMyMonthlyGift = operation({
  id: 'changeMyMonthlyGift',
  method: 'PUT',
  path: '/users/me/giving/monthly/{id}',
  summary: 'Change the amount of one of the account’s monthly gifts',
  body: monthlyAmountInput,
  answer: monthlyGift,
  status: 200,
  access: owner,
  refusals: [400, 401, 403, 404, 409, 503],
});

export const stopMyMonthlyGift = operation({
  id: 'stopMyMonthlyGift',
  method: 'DELETE',
  path: '/users/me/giving/monthly/{id}',
  summary: 'Stop one of the account’s monthly gifts',
  answer: monthlyGift,
  status: 200,
  access: owner,
  refusals: [401, 403, 404, 409, 503],
});

export const getDonorGiving = operation({
  id: 'getDonorGiving',
  method: 'GET',
  path: '/donors/giving',
  summary: 'A donor’s page: the giving history of one address',
  query: donorQuery,
  answer: givingHistory,
  status: 200,
  access: staff,
  refusals: [400, 401, 403],
});

export const downloadDonorReceipt = operation({
  id: 'downloadDonorReceipt',
  method: 'GET',
  path: '/donors/giving/receipt',
  summary: 'A receipt (PDF) for a donor’s gift or a range of dates, as the donor would get it',
  query: donorReceiptQuery,
  answer: pdf,
  status: 200,
  access: staff,
  refusals: [400, 401, 403, 404],
});

/** Giving history (decision 0051): the donor's by link or account, staff's donor page, receipts and monthly gifts. */
export const givingOperations = [
  requestGivingLink,
  openGivingLink,
  downloadLinkReceipt,
  changeLinkMonthlyGift,
  stopLinkMonthlyGift,
  getMyGiving,
  downloadMyReceipt,
  changeMyMonthlyGift,
  stopMyMonthlyGift,
  getDonorGiving,
  downloadDonorReceipt,
] as const;
