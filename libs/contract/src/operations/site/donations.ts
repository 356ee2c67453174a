import * as z from 'zod/mini';
import {
  checkoutInput,
  DONATION_FAILURE_REASONS,
  DONATION_FREQUENCIES,
  DONATION_PROVIDERS,
  DONATION_STATUSES,
  listDonationsQuery,
  mobileMoneyInput,
  pledgeInput,
} from '../../schemas/donations.js';
import { fileAnswer, fileBody, operation } from '../operation.js';
import { acknowledgement } from './forms.js';

const frequency = z.enum(DONATION_FREQUENCIES);
const status = z.enum(DONATION_STATUSES);
const failureReason = z.nullable(z.enum(DONATION_FAILURE_REASONS));

export const donationConfig = z.strictObject({
  /** ISO 4217, upper case. */
  currency: z.string(),
  /** Digits after the decimal point in this currency (0 for e.g. XOF or RWF). */
  decimals: z.int(),
  presets: z.array(z.number()),
  /** The amounts offered when the donor chooses mobile money: sized to the currency (e.g. 500 to 5,000 KES). */
  mobileMoneyPresets: z.array(z.number()),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** False: online payment is not set up; offer the pledge form instead. */
  stripeEnabled: z.boolean(),
  /** True: mobile money through Paystack is set up (PAYSTACK_SECRET_KEY) and offered beside the card or pledge. */
  mobileMoneyEnabled: z.boolean(),
});
export type DonationConfig = z.output<typeof donationConfig>;

/**
 * A gift: through Stripe, recorded once per Stripe event when paid; through Paystack (mobile money), from the moment
 * the donor starts paying, pending until Paystack's signed webhook confirms it, or failed with a reason.
 */
export const donation = z.strictObject({
  id: z.string(),
  provider: z.enum(DONATION_PROVIDERS),
  status,
  failureReason,
  frequency,
  /** In major units, e.g. 25.5. */
  amount: z.number(),
  currency: z.string(),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  /** A monthly renewal rather than a first gift. */
  renewal: z.boolean(),
  createdAt: z.string(),
});
export type Donation = z.output<typeof donation>;

/** What the donor's page may know of a mobile-money payment, by its reference: never who gave. */
export const mobileMoneyPayment = z.strictObject({
  reference: z.string(),
  status,
  failureReason,
  amount: z.number(),
  currency: z.string(),
});
export type MobileMoneyPayment = z.output<typeof mobileMoneyPayment>;

/** A promise to give, made without online payment, for staff to follow up. */
export const pledge = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  frequency,
  amount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
});
export type Pledge = z.output<typeof pledge>;

/** Staff reading what the public site collected. */
const staff = { anyOf: ['view_all_users'] } as const;
const pageOf = <Item extends z.ZodMiniType>(item: Item) =>
  z.strictObject({ items: z.array(item), nextCursor: z.nullable(z.string()) });

export const getDonationConfig = operation({
  id: 'getDonationConfig',
  method: 'GET',
  path: '/public/donations/config',
  summary: 'Currency, preset amounts, and whether online payment is set up',
  answer: donationConfig,
  status: 200,
  access: 'public',
  refusals: [],
});

export const startCheckout = operation({
  id: 'startCheckout',
  method: 'POST',
  path: '/public/donations/checkout',
  summary: 'Start a Stripe Checkout for a one-time or monthly gift; 409 when online payment is not set up',
  body: checkoutInput,
  answer: z.strictObject({ url: z.string() }),
  status: 200,
  access: 'public',
  refusals: [400, 409, 429, 503],
});

export const startMobileMoney = operation({
  id: 'startMobileMoney',
  method: 'POST',
  path: '/public/donations/mobile-money',
  summary:
    "Start a one-time mobile-money gift through Paystack: a pending payment and the address of Paystack's page; 409 when mobile money is not set up",
  body: mobileMoneyInput,
  answer: z.strictObject({ url: z.string(), reference: z.string() }),
  status: 200,
  access: 'public',
  refusals: [400, 409, 429, 503],
});

export const getMobileMoneyPayment = operation({
  id: 'getMobileMoneyPayment',
  method: 'GET',
  path: '/public/donations/mobile-money/{reference}',
  summary:
    'Where a mobile-money payment stands (pending, succeeded, failed and why), by the reference only its donor holds; succeeded only once Paystack’s signed webhook said so',
  answer: mobileMoneyPayment,
  status: 200,
  access: 'public',
  refusals: [400, 404, 429],
});

export const recordPledge = operation({
  id: 'recordPledge',
  method: 'POST',
  path: '/public/pledges',
  summary: 'A promise to give, for staff to follow up',
  body: pledgeInput,
  answer: acknowledgement,
  status: 202,
  access: 'public',
  refusals: [400, 429],
});

/**
 * Stripe's events. Stripe signs the exact bytes it sends, so the body is declared as raw bytes: the route keeps it as
 * a Buffer (its own content-type parser) and the service checks the signature over it before reading anything.
 */
export const receiveStripeEvent = operation({
  id: 'receiveStripeEvent',
  method: 'POST',
  path: '/stripe/webhook',
  summary: "Stripe's events, signed (Stripe-Signature over the raw body); each gift recorded once per event",
  body: fileBody(['application/json']),
  answer: z.strictObject({ received: z.literal(true), recorded: z.boolean() }),
  status: 200,
  access: 'public',
  refusals: [400, 503],
});

/**
 * Paystack's events, signed with the secret key (HMAC-SHA512 of the raw body in X-Paystack-Signature); declared as raw
 * bytes for the same reason as Stripe's. A charge.success confirms a pending payment once, when its amount and
 * currency are the ones asked.
 */
export const receivePaystackEvent = operation({
  id: 'receivePaystackEvent',
  method: 'POST',
  path: '/paystack/webhook',
  summary:
    "Paystack's events, signed (X-Paystack-Signature, HMAC-SHA512 of the raw body); a payment confirmed once, only for the amount and currency asked",
  body: fileBody(['application/json']),
  answer: z.strictObject({ received: z.literal(true), recorded: z.boolean() }),
  status: 200,
  access: 'public',
  refusals: [400, 503],
});

export const listDonations = operation({
  id: 'listDonations',
  method: 'GET',
  path: '/donations',
  summary: 'Gifts paid online (and mobile-money payments pending or failed, with their status), newest first',
  query: listDonationsQuery,
  answer: pageOf(donation),
  status: 200,
  access: staff,
  refusals: [400, 401, 403],
});

export const exportDonationsCsv = operation({
  id: 'exportDonationsCsv',
  method: 'GET',
  path: '/donations.csv',
  summary: 'Gifts paid online as CSV',
  answer: fileAnswer('text/csv'),
  status: 200,
  access: staff,
  refusals: [401, 403],
});

export const listPledges = operation({
  id: 'listPledges',
  method: 'GET',
  path: '/pledges',
  summary: 'Pledges, newest first',
  query: listDonationsQuery,
  answer: pageOf(pledge),
  status: 200,
  access: staff,
  refusals: [400, 401, 403],
});

export const exportPledgesCsv = operation({
  id: 'exportPledgesCsv',
  method: 'GET',
  path: '/pledges.csv',
  summary: 'Pledges as CSV',
  answer: fileAnswer('text/csv'),
  status: 200,
  access: staff,
  refusals: [401, 403],
});

/** Giving: the Donate page's settings, checkout, mobile money and pledges, the providers' webhooks, and the staff's lists and files. */
export const donationOperations = [
  getDonationConfig,
  startCheckout,
  startMobileMoney,
  getMobileMoneyPayment,
  recordPledge,
  receiveStripeEvent,
  receivePaystackEvent,
  listDonations,
  exportDonationsCsv,
  listPledges,
  exportPledgesCsv,
] as const;
