import { describe, expect, it } from 'vitest';
import { donationAmountProblem, formatAmount } from './donationAmount.js';

const USD = { currency: 'USD', decimals: 2, minAmount: 1, maxAmount: 100_000 };

describe('donation amounts', () => {
  it('formats an amount in the currency, with decimals only when it has some', () => {
    expect(formatAmount(25, USD)).toBe('$25');
    expect(formatAmount(25.5, USD)).toBe('$25.50');
    expect(formatAmount(1000, { currency: 'NOPE', decimals: 2 })).toBe('1000 NOPE');
  });

  it('holds an amount to the settings’ bounds, named in the currency, then to the currency’s minor units', () => {
    expect(donationAmountProblem(25, USD)).toBeNull();
    expect(donationAmountProblem(0.5, USD)).toBe('Give at least $1.');
    expect(donationAmountProblem(250_000, USD)).toBe(
      'For gifts above $100,000, please write to us and we will arrange it with you.',
    );
    expect(donationAmountProblem(2500.5, { currency: 'XOF', decimals: 0, minAmount: 500, maxAmount: 100_000 })).toBe(
      'Give a whole amount in XOF.',
    );
  });
});
