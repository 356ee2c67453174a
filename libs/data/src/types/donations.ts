import type { DonationFrequency } from '../schemas.js';

export type { DonationFrequency };

export interface DonationConfig {
  /** ISO 4217, upper case. */
  currency: string;
  /** Digits after the decimal point in this currency (0 for e.g. XOF or RWF). */
  decimals: number;
  presets: number[];
  minAmount: number;
  maxAmount: number;
  /** False: online payment is not set up; offer the pledge form instead. */
  stripeEnabled: boolean;
}

/** A gift paid through Stripe, recorded once per Stripe event. */
export interface Donation {
  id: string;
  frequency: DonationFrequency;
  /** In major units, e.g. 25.5. */
  amount: number;
  currency: string;
  email: string | null;
  name: string | null;
  /** A monthly renewal rather than a first gift. */
  renewal: boolean;
  createdAt: string;
}

/** A promise to give, made without online payment, for staff to follow up. */
export interface Pledge {
  id: string;
  name: string;
  email: string;
  frequency: DonationFrequency;
  amount: number;
  currency: string;
  createdAt: string;
}
