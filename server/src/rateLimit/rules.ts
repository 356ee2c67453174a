export interface RateRule {
  /** Part of the counter's key; one counter per rule and subject. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Generous for people (a household behind one address, a school behind one IP), tight for scripts.
export const NEWSLETTER_PER_ADDRESS: RateRule = { name: 'newsletter:address', limit: 3, windowMs: HOUR };
export const NEWSLETTER_PER_IP: RateRule = { name: 'newsletter:ip', limit: 20, windowMs: HOUR };
export const MESSAGES_PER_IP: RateRule = { name: 'messages:ip', limit: 5, windowMs: 10 * MINUTE };
export const PLEDGES_PER_IP: RateRule = { name: 'pledges:ip', limit: 5, windowMs: 10 * MINUTE };
export const CHECKOUTS_PER_IP: RateRule = { name: 'checkout:ip', limit: 10, windowMs: 10 * MINUTE };
