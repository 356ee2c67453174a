import type { PaystackEvent } from './verifiedPaystackEvent.js';

/** What a charge.success event says was paid, or null when the event is not a successful charge. */
export interface PaystackCharge {
  reference: string;
  transactionId: string | null;
  amountMinor: number;
  currency: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Reads a charge.success event (read loosely: Paystack adds fields). Only a charge whose own status is 'success',
 * with a reference and a whole, non-negative amount in the subunit, counts.
 */
export function chargeFromEvent(event: PaystackEvent): PaystackCharge | null {
  if (event.event !== 'charge.success' || !event.data || typeof event.data !== 'object') return null;
  const data = event.data as { status?: unknown; reference?: unknown; id?: unknown; amount?: unknown; currency?: unknown };
  const reference = text(data.reference);
  const amount = data.amount;
  if (data.status !== 'success' || !reference) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null;
  const id = typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : null;
  return { reference, transactionId: id, amountMinor: amount, currency: (text(data.currency) ?? '').toUpperCase() };
}
