import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { stripeSignature } from '../testing/stripe-standin/standin.mjs';
import { useTestService } from '../testing/useTestService.js';
import { pruneSubscriptionEnds, SUBSCRIPTION_END_KEPT_MS } from './pruneSubscriptionEnds.js';

// Stripe does not promise the order of its events (decision 0051): a monthly gift's end, whether it comes before or
// after the Checkout completion that starts the gift, or both at once, leaves the gift stopped.

const WEBHOOK_SECRET = 'whsec_order';
const NOW = new Date('2026-06-01T12:00:00.000Z');
/** When Stripe says each subscription ended: an hour before the service hears of it. */
const ENDED_AT = Math.floor(NOW.getTime() / 1000) - 3600;

describeOnEachBackend('a monthly gift’s events in any order', (backend) => {
  const service = useTestService(backend, { settings: { siteUrl: 'https://site.example', staffEmail: 'team@example.org' } });

  beforeEach(() => {
    service.setClock(NOW);
    service.ctx.settings.stripe = { secretKey: 'sk_test_order', webhookSecret: WEBHOOK_SECRET, apiBase: 'http://127.0.0.1:9' };
  });

  const deliver = async (event: object) => {
    const body = JSON.stringify(event);
    const answer = await service.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(body, WEBHOOK_SECRET, Math.floor(NOW.getTime() / 1000)),
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  const completed = (subscription: string, email = `${subscription}@example.org`) => ({
    id: `evt_completed_${subscription}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${subscription}`,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        amount_total: 1500,
        currency: 'usd',
        subscription,
        customer: `cus_${subscription}`,
        customer_details: { email },
        metadata: { locale: 'en' },
      },
    },
  });
  const subscriptionEvent = (subscription: string, type: string, status: string, suffix = '') => ({
    id: `evt_${type}_${status}_${subscription}${suffix}`,
    type,
    data: {
      object: {
        id: subscription,
        object: 'subscription',
        status,
        customer: `cus_${subscription}`,
        canceled_at: status === 'canceled' ? ENDED_AT : null,
        ended_at: status === 'canceled' ? ENDED_AT : null,
      },
    },
  });
  const deleted = (subscription: string) => subscriptionEvent(subscription, 'customer.subscription.deleted', 'canceled');
  const updated = (subscription: string, status: string, suffix = '') =>
    subscriptionEvent(subscription, 'customer.subscription.updated', status, suffix);

  const giftOf = async (subscription: string) =>
    (
      await service.rows(
        sql`SELECT status, stopped_at, amount_minor::int AS amount FROM monthly_gifts WHERE subscription_id = ${subscription}`,
      )
    )[0] as { status: string; stopped_at: Date | string | null; amount: number } | undefined;
  const stoppedWhenStripeSaid = { status: 'stopped', stopped_at: new Date(ENDED_AT * 1000), amount: 1500 };
  const asDates = (row: Awaited<ReturnType<typeof giftOf>>) =>
    row && { ...row, stopped_at: row.stopped_at === null ? null : new Date(row.stopped_at) };

  it('a subscription deleted before its Checkout completes leaves the gift stopped, from when Stripe ended it', async () => {
    await deliver(deleted('sub_early_end'));
    expect(await giftOf('sub_early_end')).toBeUndefined();
    await deliver(completed('sub_early_end'));
    expect(asDates(await giftOf('sub_early_end'))).toEqual(stoppedWhenStripeSaid);
    // A replay of the completion changes nothing.
    await deliver(completed('sub_early_end'));
    expect(asDates(await giftOf('sub_early_end'))).toEqual(stoppedWhenStripeSaid);
  });

  it('a subscription updated to a final status before the Checkout completes stops the gift; a status that is not final does not', async () => {
    await deliver(updated('sub_expired', 'incomplete_expired'));
    await deliver(completed('sub_expired'));
    expect((await giftOf('sub_expired'))?.status).toBe('stopped');

    await deliver(updated('sub_past_due', 'past_due'));
    await deliver(completed('sub_past_due'));
    expect(await giftOf('sub_past_due')).toMatchObject({ status: 'active', stopped_at: null });
  });

  it('ends the same whatever the order of completion, an update that cancels, the deletion and a stale active update', async () => {
    const events = ['completed', 'canceled', 'deleted', 'active'] as const;
    const orders: (typeof events)[number][][] = [];
    const permute = (done: (typeof events)[number][], left: (typeof events)[number][]) => {
      if (left.length === 0) orders.push(done);
      left.forEach((event, index) => permute([...done, event], [...left.slice(0, index), ...left.slice(index + 1)]));
    };
    permute([], [...events]);
    expect(orders).toHaveLength(24);
    for (const [index, order] of orders.entries()) {
      const subscription = `sub_order_${index}`;
      for (const event of order) {
        if (event === 'completed') await deliver(completed(subscription));
        if (event === 'canceled') await deliver(updated(subscription, 'canceled'));
        if (event === 'deleted') await deliver(deleted(subscription));
        // An update from before the end (Stripe retrying an older event) revives nothing.
        if (event === 'active') await deliver(updated(subscription, 'active', '_stale'));
      }
      expect(asDates(await giftOf(subscription)), order.join(' → ')).toEqual(stoppedWhenStripeSaid);
    }
  });

  it('the deletion and the completion arriving at the same moment leave the gift stopped', async () => {
    for (let round = 0; round < 8; round++) {
      const subscription = `sub_race_${round}`;
      // Sent together, each first in turn: neither waits for the other's answer.
      const events =
        round % 2 ? [deleted(subscription), completed(subscription)] : [completed(subscription), deleted(subscription)];
      await Promise.all(events.map(deliver));
      expect((await giftOf(subscription))?.status, `round ${round}`).toBe('stopped');
    }
  });

  it('a payment failing on a gift that has ended tells no one', async () => {
    await deliver(deleted('sub_gone'));
    await deliver(completed('sub_gone', 'gone@example.org'));
    await deliver({
      id: 'evt_failed_gone',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_gone', subscription: 'sub_gone', next_payment_attempt: null } },
    });
    expect(await service.rows(sql`SELECT kind FROM outbox WHERE kind = 'monthly_payment_failed'`)).toEqual([]);
    expect(await giftOf('sub_gone')).toMatchObject({ status: 'stopped' });
  });

  it('forgets a subscription’s end thirty days after it was recorded, and not before', async () => {
    await deliver(deleted('sub_old'));
    const ends = async () =>
      (await service.rows<{ id: string }>(sql`SELECT subscription_id AS id FROM stripe_subscription_ends`)).map((row) => row.id);
    service.setClock(new Date(NOW.getTime() + 60_000));
    await deliver(deleted('sub_recent'));
    await deliver(completed('sub_recent'));

    service.setClock(new Date(NOW.getTime() + SUBSCRIPTION_END_KEPT_MS));
    expect(await pruneSubscriptionEnds(service.ctx)).toBe(0);
    service.setClock(new Date(NOW.getTime() + SUBSCRIPTION_END_KEPT_MS + 1));
    expect(await pruneSubscriptionEnds(service.ctx)).toBe(1);
    expect(await ends()).toEqual(['sub_recent']);
    // A gift that already ended keeps its end when the record is gone.
    service.setClock(new Date(NOW.getTime() + SUBSCRIPTION_END_KEPT_MS + 120_000));
    expect(await pruneSubscriptionEnds(service.ctx)).toBe(1);
    expect(await giftOf('sub_recent')).toMatchObject({ status: 'stopped' });
  });
});
