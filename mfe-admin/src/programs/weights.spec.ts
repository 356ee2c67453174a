import { describe, expect, it } from 'vitest';
import { formatPercent, formatWeight, weightShares } from './weights.js';

describe('weightShares', () => {
  it('gives each weight its share of the total', () => {
    const { shares, total } = weightShares(['2', '1', '1']);
    expect(total).toBe(4);
    expect(shares).toEqual([0.5, 0.25, 0.25]);
    expect(shares.map((share) => formatPercent(share as number))).toEqual(['50%', '25%', '25%']);
  });

  it('rounds to one decimal, and leaves out weights that do not count yet', () => {
    const { shares, total } = weightShares(['1', '', '2', 'abc', '0', '-3']);
    expect(total).toBe(3);
    expect(shares.map((share) => (share === null ? null : formatPercent(share)))).toEqual([
      '33.3%',
      null,
      '66.7%',
      null,
      null,
      null,
    ]);
  });

  it('has no shares while no weight counts', () => {
    expect(weightShares(['', '0'])).toEqual({ shares: [null, null], total: null });
    expect(weightShares([])).toEqual({ shares: [], total: null });
    expect(formatWeight(7.5)).toBe('7.5');
  });
});
