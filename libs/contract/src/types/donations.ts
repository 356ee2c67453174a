import type { DonationFailureReason, DonationFrequency, DonationProvider, DonationStatus } from '../schemas.js';

export type { DonationFailureReason, DonationFrequency, DonationProvider, DonationStatus };

/** The Donate page's settings, gifts and pledges: declared with their operations (contract/site/donations). */
export type { GivingGift, GivingHistory, MonthlyGift, MonthlyGiftStatus } from '../operations/site/giving.js';
export type { Donation, DonationConfig, MobileMoneyPayment, Pledge } from '../operations/site/donations.js';
