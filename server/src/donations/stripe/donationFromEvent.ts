import type { DonationFrequency } from '@sla/contract';
import { isLocale, type Locale } from '@sla/i18n/locales';

/** What a Stripe event says was given, or null when the event records no gift. */
export interface PaidGift {
  frequency: DonationFrequency;
  renewal: boolean;
  amountMinor: number;
  currency: string;
  email: string | null;
  name: string | null;
  objectId: string | null;
  subscriptionId: string | null;
  /** The language of the page the donor gave from, as createCheckout put it in the metadata; null when unknown. */
  locale: Locale | null;
}

type Metadata = { locale?: unknown } | null;

interface StripeObject {
  id?: string;
  mode?: string;
  payment_status?: string;
  amount_total?: number | null;
  amount_paid?: number | null;
  currency?: string;
  customer_email?: string | null;
  customer_details?: { email?: string | null; name?: string | null } | null;
  customer_name?: string | null;
  subscription?: string | { id?: string } | null;
  billing_reason?: string;
  /** A Checkout Session's own metadata. */
  metadata?: Metadata;
  /** An invoice's subscription metadata: here in older API versions, under `parent` in newer ones. */
  subscription_details?: { metadata?: Metadata } | null;
  parent?: { subscription_details?: { metadata?: Metadata } | null } | null;
}

const localeIn = (metadata: Metadata | undefined): Locale | null => (isLocale(metadata?.locale) ? metadata.locale : null);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
/** An amount in minor units as Stripe sends them: a whole number the database's bigint holds; anything else is no gift. */
const minorUnits = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/**
 * Which events are gifts: a completed Checkout that is paid (one-time gifts and the first month
 * of a monthly one; asynchronous methods count when their success event comes), and a paid
 * invoice that renews a subscription. The first invoice of a subscription is left out: its
 * Checkout already counted it.
 */
export function donationFromEvent(event: { type?: string; data?: { object?: object } }): PaidGift | null {
  // Read loosely: an event's fields follow the webhook endpoint's API version, not the SDK's types.
  const object = event.data?.object as StripeObject | undefined;
  if (!object) return null;
  const subscriptionId = typeof object.subscription === 'string' ? object.subscription : text(object.subscription?.id);
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const amountMinor = minorUnits(object.amount_total);
    if (object.payment_status !== 'paid' || amountMinor === null) return null;
    return {
      frequency: object.mode === 'subscription' ? 'monthly' : 'once',
      renewal: false,
      amountMinor,
      currency: (text(object.currency) ?? '').toUpperCase(),
      email: text(object.customer_details?.email) ?? text(object.customer_email),
      name: text(object.customer_details?.name),
      objectId: text(object.id),
      subscriptionId,
      locale: localeIn(object.metadata),
    };
  }
  if (event.type === 'invoice.paid') {
    const amountMinor = minorUnits(object.amount_paid);
    if (object.billing_reason !== 'subscription_cycle' || amountMinor === null) return null;
    return {
      frequency: 'monthly',
      renewal: true,
      amountMinor,
      currency: (text(object.currency) ?? '').toUpperCase(),
      email: text(object.customer_email),
      name: text(object.customer_name),
      objectId: text(object.id),
      subscriptionId,
      locale: localeIn(object.subscription_details?.metadata ?? object.parent?.subscription_details?.metadata),
    };
  }
  return null;
}
