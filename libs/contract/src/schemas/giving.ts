import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { donationAmount } from './donations.js';
import { emailAddress } from './fields.js';

export const GIVING_RECEIPT_MESSAGES = {
  day: msg('Give the date as YYYY-MM-DD.'),
  noSuchDate: msg('There is no such date.'),
  order: msg('The start date must be on or before the end date.'),
  oneOrRange: msg('Ask for one gift’s receipt, or for a range of dates (from and to), not both.'),
  gift: msg('This gift reference is not valid.'),
} as const;

/** A calendar day, YYYY-MM-DD, that exists; years the database takes. */
const day = z.string({ error: GIVING_RECEIPT_MESSAGES.day }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, GIVING_RECEIPT_MESSAGES.day),
  z.refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, GIVING_RECEIPT_MESSAGES.noSuchDate),
  z.refine((text) => text >= '1970-01-01' && text <= '9998-12-31', GIVING_RECEIPT_MESSAGES.noSuchDate),
);

/**
 * Which receipt: one gift (`gift`, its id) or every gift from `from` to `to` (whole UTC days, both included). The same
 * rule for the donor's link, the signed-in donor and staff; the date fields in the giving history check with it.
 */
export const receiptQuery = z
  .object({
    gift: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/i, GIVING_RECEIPT_MESSAGES.gift))),
    from: z.optional(day),
    to: z.optional(day),
  })
  .check(
    z.refine((query) => (query.gift ? !query.from && !query.to : !!query.from && !!query.to), {
      error: GIVING_RECEIPT_MESSAGES.oneOrRange,
      path: ['gift'],
    }),
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: GIVING_RECEIPT_MESSAGES.order,
      path: ['to'],
    }),
  );
export type ReceiptQuery = { gift?: string; from?: string; to?: string };

/** Asking for a link to one's giving history by e-mail. */
export const givingLinkInput = z.object({ email: emailAddress });
export type GivingLinkInput = { email: string };

/** A monthly gift's new amount, within the Donate page's bounds. */
export const monthlyAmountInput = z.object({ amount: donationAmount });
export type MonthlyAmountInput = { amount: number | string };

/** Staff opening a donor's page: the donor is their address. */
export const donorQuery = z.object({ email: emailAddress });
export type DonorQuery = { email: string };
export const donorReceiptQuery = z.object({
  email: emailAddress,
  gift: z.optional(z.string()),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});
