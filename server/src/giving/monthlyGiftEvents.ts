import { and, eq, sql } from 'drizzle-orm';
import { isLocale } from '@sla/i18n/locales';
import type { ServiceContext } from '../context.js';
import { monthlyGifts, stripeSubscriptionEnds } from '../db/schema.js';
import { localeOf } from '../i18n/localeOf.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { cardExpiringMail, paymentFailedMail } from '../mail/templates/givingMails.js';
import { formatMoney } from '../donations/money.js';
import { donorKey } from './donorKey.js';

interface EventObject {
  id?: string;
  object?: string;
  status?: string;
  ended_at?: number | null;
  canceled_at?: number | null;
  mode?: string;
  payment_status?: string;
  amount_total?: number | null;
  currency?: string;
  customer?: string | { id?: string } | null;
  customer_email?: string | null;
  customer_details?: { email?: string | null } | null;
  subscription?: string | { id?: string } | null;
  metadata?: { locale?: unknown } | null;
  parent?: { subscription_details?: { subscription?: string | null } | null } | null;
  exp_month?: number;
  exp_year?: number;
  last4?: string;
  next_payment_attempt?: number | null;
}

const idOf = (value: string | { id?: string } | null | undefined) =>
  typeof value === 'string' ? value : typeof value?.id === 'string' ? value.id : null;

/** A subscription's statuses from which Stripe takes no more payments, ever: the gift has stopped. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** When Stripe says the subscription ended (its own time, seconds), else now. */
const endOf = (object: EventObject, now: Date) => {
  const seconds = object.ended_at ?? object.canceled_at;
  return typeof seconds === 'number' && Number.isSafeInteger(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
};

/**
 * Runs `work` holding a lock on one subscription, so its events, which Stripe may deliver at once and in any order,
 * are applied one after the other.
 */
function aboutSubscription(ctx: ServiceContext, subscriptionId: string, work: (tx: ServiceContext['db']) => Promise<void>) {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`monthly_gift:${subscriptionId}`}))`);
    await work(tx);
  });
}

/**
 * What Stripe's events say about monthly gifts (decision 0051), besides the gifts themselves (donationFromEvent):
 * a monthly Checkout paid starts one; a failed renewal marks it failing and tells the donor; a paid one clears that;
 * a subscription deleted at Stripe stops it; a card about to expire (customer.source.expiring) tells the donor before
 * it does. Each is idempotent or de-duplicated per event id (the outbox's dedupe key), so a replay changes nothing.
 * Stripe does not promise the order of its events: that a subscription ended is kept even when no gift has it yet
 * (stripe_subscription_ends), so a Checkout completion arriving after it starts the gift already stopped; an end is
 * final, whatever comes after it.
 */
export async function applyMonthlyGiftEvent(
  ctx: ServiceContext,
  event: { id: string; type?: string; data?: { object?: object } },
): Promise<void> {
  const object = (event.data?.object ?? {}) as EventObject;
  const now = ctx.now();
  const subscriptionId = idOf(object.subscription) ?? object.parent?.subscription_details?.subscription ?? null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const email = object.customer_details?.email ?? object.customer_email;
      const amount = object.amount_total;
      if (object.mode !== 'subscription' || object.payment_status !== 'paid' || !subscriptionId || !email) return;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return;
      await aboutSubscription(ctx, subscriptionId, async (tx) => {
        const [ended] = await tx
          .select({ endedAt: stripeSubscriptionEnds.endedAt })
          .from(stripeSubscriptionEnds)
          .where(eq(stripeSubscriptionEnds.subscriptionId, subscriptionId));
        await tx
          .insert(monthlyGifts)
          .values({
            subscriptionId,
            email,
            emailKey: donorKey(email),
            amountMinor: amount,
            currency: (object.currency ?? '').toUpperCase(),
            locale: isLocale(object.metadata?.locale) ? object.metadata.locale : null,
            status: ended ? 'stopped' : 'active',
            stripeCustomerId: idOf(object.customer),
            startedAt: now,
            stoppedAt: ended ? ended.endedAt : null,
            updatedAt: now,
          })
          .onConflictDoNothing();
      });
      return;
    }
    case 'invoice.paid': {
      if (!subscriptionId) return;
      await ctx.db
        .update(monthlyGifts)
        .set({ paymentFailing: false, updatedAt: now })
        .where(and(eq(monthlyGifts.subscriptionId, subscriptionId), eq(monthlyGifts.paymentFailing, true)));
      return;
    }
    case 'invoice.payment_failed': {
      if (!subscriptionId) return;
      await ctx.db.transaction(async (tx) => {
        const [gift] = await tx
          .update(monthlyGifts)
          .set({ paymentFailing: true, updatedAt: now })
          .where(and(eq(monthlyGifts.subscriptionId, subscriptionId), eq(monthlyGifts.status, 'active')))
          .returning();
        if (!gift) return;
        const locale = (await localeOf(tx, { email: gift.email })) ?? (isLocale(gift.locale) ? gift.locale : null);
        const mail = paymentFailedMail(
          {
            to: gift.email,
            locale,
            amountText: formatMoney(gift.amountMinor, gift.currency, locale),
            retrying: typeof object.next_payment_attempt === 'number',
            siteUrl: ctx.settings.siteUrl,
            dedupeKey: `monthly_payment_failed:${event.id}`,
          },
          ctx.settings.staffEmail,
        );
        await enqueueMail(tx, mail, now);
      });
      return;
    }
    case 'customer.subscription.deleted':
    case 'customer.subscription.updated': {
      const id = object.id;
      if (!id || object.object !== 'subscription') return;
      // A deleted subscription has ended; an updated one only when its status says so (Stripe may send the update
      // that ends it, then the deletion, or the other way round).
      if (event.type === 'customer.subscription.updated' && !ENDED.has(object.status ?? '')) return;
      const endedAt = endOf(object, now);
      await aboutSubscription(ctx, id, async (tx) => {
        await tx
          .insert(stripeSubscriptionEnds)
          .values({ subscriptionId: id, endedAt, eventId: event.id, recordedAt: now })
          .onConflictDoNothing();
        await tx
          .update(monthlyGifts)
          .set({
            status: 'stopped',
            stoppedAt: sql`coalesce(${monthlyGifts.stoppedAt}, ${endedAt.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(monthlyGifts.subscriptionId, id));
      });
      return;
    }
    case 'customer.source.expiring': {
      const customer = idOf(object.customer);
      if (!customer || !object.exp_month || !object.exp_year) return;
      const expires = `${String(object.exp_month).padStart(2, '0')}/${object.exp_year}`;
      await ctx.db.transaction(async (tx) => {
        const gifts = await tx
          .select()
          .from(monthlyGifts)
          .where(and(eq(monthlyGifts.stripeCustomerId, customer), eq(monthlyGifts.status, 'active')));
        const seen = new Set<string>();
        for (const gift of gifts) {
          if (seen.has(gift.emailKey)) continue;
          seen.add(gift.emailKey);
          const locale = (await localeOf(tx, { email: gift.email })) ?? (isLocale(gift.locale) ? gift.locale : null);
          const mail = cardExpiringMail(
            {
              to: gift.email,
              locale,
              expires,
              last4: object.last4 ?? null,
              siteUrl: ctx.settings.siteUrl,
              dedupeKey: `card_expiring:${event.id}:${gift.emailKey}`,
            },
            ctx.settings.staffEmail,
          );
          await enqueueMail(tx, mail, now);
        }
      });
      return;
    }
    default:
      return;
  }
}
