import { describe, expect, it } from 'vitest';
import { minorUnitsProblem } from './minorUnits.js';

describe('minorUnitsProblem', () => {
  it('takes whole amounts only in a currency without minor units', () => {
    expect(minorUnitsProblem(2500, 'XOF', 0)).toBeNull();
    expect(minorUnitsProblem(2500.5, 'XOF', 0)).toBe('Give a whole amount in XOF.');
  });

  it('takes as many decimals as the currency has, allowing for float error', () => {
    expect(minorUnitsProblem(25.5, 'USD', 2)).toBeNull();
    expect(minorUnitsProblem(0.1 + 0.2, 'USD', 2)).toBeNull();
    expect(minorUnitsProblem(25.505, 'USD', 2)).toBe('Give the amount with at most 2 decimals.');
  });
});
