import type { DonationFrequency } from '../schemas.js';

export type { DonationFrequency };

/** The Donate page's settings, gifts and pledges: declared with their operations (contract/site/donations). */
export type { Donation, DonationConfig, Pledge } from '../operations/site/donations.js';
export type { GivingGift, GivingHistory, MonthlyGift, MonthlyGiftStatus } from '../operations/site/giving.js';
