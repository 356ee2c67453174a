import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { englishNumberLocalised, messageWith } from '../messages.js';
import { emailAddress, optionalEmailAddress, personName } from './fields.js';
import { cursor, limit } from './paging.js';

export const DONATION_FREQUENCIES = ['once', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];
/** Who took the payment: Stripe (cards) or Paystack (mobile money, decision 0050). */
export const DONATION_PROVIDERS = ['stripe', 'paystack'] as const;
export type DonationProvider = (typeof DONATION_PROVIDERS)[number];
/** A Stripe gift is recorded once paid; a Paystack one waits, pending, for Paystack's signed webhook. */
export const DONATION_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
/**
 * Why a payment failed: the network or the donor declined it; the amount or currency Paystack reported is not what was
 * asked (never counted as a gift; staff follow it up); or Paystack would not start it.
 */
export const DONATION_FAILURE_REASONS = ['declined', 'amount_differs', 'not_started', 'expired'] as const;
export type DonationFailureReason = (typeof DONATION_FAILURE_REASONS)[number];
export const DONATION_MIN = 1;
export const DONATION_MAX = 100_000;
export const DONATION_PRESETS = [10, 25, 50, 100] as const;

/**
 * What a donor reads for an amount outside the bounds, given the bound as it should read: "1" and "100,000" here,
 * where the currency is not known; "$1" in the Donate page's own check of the donation settings' bounds.
 */
const atLeast = messageWith(msg('Give at least {minimum}.'), { minimum: englishNumberLocalised });
const writeAbove = messageWith(msg('For gifts above {maximum}, please write to us and we will arrange it with you.'), {
  maximum: englishNumberLocalised,
});

export const DONATION_MESSAGES = {
  atLeast: (minimum: string) => atLeast({ minimum }),
  writeAbove: (maximum: string) => writeAbove({ maximum }),
} as const;

const inWords = (amount: number) => new Intl.NumberFormat('en').format(amount);

/** Whole or two-decimal amounts in the configured currency, typed or from a preset. */
export const donationAmount = z.coerce.number({ error: msg('Enter an amount, like 25.') }).check(
  z.minimum(DONATION_MIN, DONATION_MESSAGES.atLeast(inWords(DONATION_MIN))),
  z.maximum(DONATION_MAX, DONATION_MESSAGES.writeAbove(inWords(DONATION_MAX))),
  z.refine(
    (value) => /^\d+(\.\d{1,2})?$/.test(String(value)),
    msg('Give the amount in whole units or with two decimals, like 25 or 25.50.'),
  ),
);

const frequency = z.enum(DONATION_FREQUENCIES, { error: msg('Choose once or monthly.') });

export const checkoutInput = z.object({ amount: donationAmount, frequency, email: optionalEmailAddress });
export type CheckoutInput = { amount: number | string; frequency: DonationFrequency; email?: string };

/** A mobile-money gift: one-time only (Paystack has no mobile-money subscriptions), and Paystack needs an address. */
export const mobileMoneyInput = z.object({ amount: donationAmount, email: emailAddress });
export type MobileMoneyInput = { amount: number | string; email: string };

/** The reference of a mobile-money payment, as the Donate page got it back from Paystack's page. */
export const paymentReference = z
  .string()
  .check(z.regex(/^mm_[A-Za-z0-9]{20,40}$/, msg('This payment reference is not one of ours.')));

export const pledgeInput = z.object({ name: personName, email: emailAddress, amount: donationAmount, frequency });
export type PledgeInput = { name: string; email: string; amount: number | string; frequency: DonationFrequency };

/** Staff lists of donations and pledges, newest first. */
export const listDonationsQuery = z.object({ cursor: z.optional(cursor), limit: z.optional(limit(200)) });
export type ListDonationsQuery = { cursor?: string; limit?: number };
