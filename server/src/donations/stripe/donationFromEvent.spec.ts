import { describe, expect, it } from 'vitest';
import { donationFromEvent } from './donationFromEvent.js';

const checkout = (amount_total: unknown) => ({
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_1', mode: 'payment', payment_status: 'paid', amount_total, currency: 'usd' } },
});

describe('a Stripe event read as a gift', () => {
  it('takes a whole, non-negative amount in minor units', () => {
    expect(donationFromEvent(checkout(2500))).toMatchObject({ amountMinor: 2500, currency: 'USD', frequency: 'once' });
  });

  it('is no gift when the amount is one the database could not hold (fractions, negatives, beyond 2^53)', () => {
    for (const amount of [12.5, -1, 2 ** 63, Number.NaN, '2500'])
      expect(donationFromEvent(checkout(amount)), String(amount)).toBeNull();
    const renewal = (amount_paid: unknown) => ({
      type: 'invoice.paid',
      data: { object: { id: 'in_1', billing_reason: 'subscription_cycle', amount_paid, currency: 'usd' } },
    });
    expect(donationFromEvent(renewal(1000))).toMatchObject({ amountMinor: 1000, renewal: true });
    expect(donationFromEvent(renewal(0.5))).toBeNull();
  });

  it('reads the language the Checkout carried in its metadata (a renewal: its subscription’s), else none', () => {
    const session = (metadata: unknown) => ({
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', mode: 'payment', payment_status: 'paid', amount_total: 100, currency: 'usd', metadata } },
    });
    expect(donationFromEvent(session({ frequency: 'once', locale: 'fr' }))?.locale).toBe('fr');
    expect(donationFromEvent(session({ frequency: 'once' }))?.locale).toBeNull();
    expect(donationFromEvent(session({ locale: 'de' }))?.locale).toBeNull();
    const renewal = (object: object) => ({
      type: 'invoice.paid',
      data: { object: { id: 'in_1', billing_reason: 'subscription_cycle', amount_paid: 100, currency: 'usd', ...object } },
    });
    expect(donationFromEvent(renewal({ subscription_details: { metadata: { locale: 'fr' } } }))?.locale).toBe('fr');
    expect(donationFromEvent(renewal({ parent: { subscription_details: { metadata: { locale: 'fr' } } } }))?.locale).toBe('fr');
    expect(donationFromEvent(renewal({}))?.locale).toBeNull();
  });
});
