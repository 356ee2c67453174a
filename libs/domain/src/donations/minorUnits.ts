import { msg } from '@sla/i18n';
import { messageWith } from '@sla/contract/messages';

const wholeAmount = messageWith(msg('Give a whole amount in {currency}.'));
const tooManyDecimals = messageWith(msg('Give the amount with at most {decimals} decimals.'));

/** What a donor reads when an amount has more decimals than its currency has minor units. */
const AMOUNT_MESSAGES = {
  wholeAmount: (currency: string) => wholeAmount({ currency }),
  tooManyDecimals: (decimals: number) => tooManyDecimals({ decimals }),
} as const;

/**
 * Why an amount in major units (25.5) is not a whole number of the currency's minor units, or null: `decimals` is 2
 * for USD (cents), 0 for a currency without minor units such as RWF. Tolerates the float error of 0.1 + 0.2.
 */
export function minorUnitsProblem(amount: number, currency: string, decimals: number): string | null {
  const minor = amount * 10 ** decimals;
  if (Math.abs(Math.round(minor) - minor) <= 1e-6) return null;
  return decimals === 0 ? AMOUNT_MESSAGES.wholeAmount(currency) : AMOUNT_MESSAGES.tooManyDecimals(decimals);
}
