import type { DonationConfig } from '@sla/contract';
import { DONATION_MAX, DONATION_MIN, DONATION_PRESETS } from '@sla/contract/schemas';
import type { ServiceContext } from '../context.js';
import { cardPaymentsOffered } from '../siteSettings.js';
import { mobileMoneyOffered, mobileMoneyPresets } from './mobileMoney.js';
import { currencyDecimals } from './money.js';

/** What the Donate page needs to draw itself: currency, preset amounts (the card's, and mobile money's in its currency), and whether card payment and mobile money are on. */
export function getDonationConfig(ctx: ServiceContext): DonationConfig {
  const currency = ctx.settings.donationCurrency;
  return {
    currency,
    decimals: currencyDecimals(currency),
    presets: [...DONATION_PRESETS],
    mobileMoneyPresets: mobileMoneyPresets(currency, DONATION_PRESETS),
    minAmount: DONATION_MIN,
    maxAmount: DONATION_MAX,
    stripeEnabled: cardPaymentsOffered(ctx.settings) !== null,
    mobileMoneyEnabled: mobileMoneyOffered(ctx.settings) !== null,
  };
}
