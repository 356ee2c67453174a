import { describe, expect, it } from 'vitest';
import { drawable, largestBar, layoutBars, niceScale, percentOf, stackedTotals } from './barScale.js';

describe('niceScale', () => {
  it.each([
    [1, 2, [0, 1, 2]],
    [3, 3, [0, 1, 2, 3]],
    [4, 4, [0, 1, 2, 3, 4]],
    [5, 6, [0, 2, 4, 6]],
    [14, 15, [0, 5, 10, 15]],
    [20, 20, [0, 5, 10, 15, 20]],
    [57, 60, [0, 20, 40, 60]],
    [1234, 1500, [0, 500, 1000, 1500]],
    [2.5, 3, [0, 1, 2, 3]],
  ])('reaches %d with a nice maximum of %d', (largest, max, ticks) => {
    expect(niceScale(largest)).toEqual({ max, step: ticks[1], ticks });
  });

  it('keeps between three and five whole-number ticks at every size', () => {
    for (let largest = 1; largest <= 100_000; largest = Math.ceil(largest * 1.17)) {
      const { max, step, ticks } = niceScale(largest);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(max).toBeGreaterThanOrEqual(largest);
      expect(String(step)).toMatch(/^[125]0*$/);
    }
  });

  it('draws nothing to scale as 0 to 1', () => {
    for (const largest of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(niceScale(largest)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    }
  });
});

describe('bar lengths', () => {
  const series = [
    [4, 0, 1],
    [12, 3, Number.NaN],
    [30, 5, -2],
  ];

  it('totals each category across the series for stacked bars', () => {
    expect(stackedTotals(series, 3)).toEqual([46, 8, 1]);
    expect(stackedTotals([[1]], 3)).toEqual([1, 0, 0]);
  });

  it('finds the longest bar, stacked or side by side', () => {
    expect(largestBar(series, 3, true)).toBe(46);
    expect(largestBar(series, 3, false)).toBe(30);
    expect(largestBar([[0, 0]], 2, false)).toBe(0);
    expect(largestBar([], 0, true)).toBe(0);
  });

  it('treats missing and impossible values as nothing drawn', () => {
    expect([undefined, -1, Number.NaN, Number.POSITIVE_INFINITY, 0, 7].map(drawable)).toEqual([0, 0, 0, 0, 0, 7]);
  });

  it('gives each value its share of the track, never NaN or past the end', () => {
    expect(percentOf(14, 15)).toBe(93.333);
    expect(percentOf(15, 15)).toBe(100);
    expect(percentOf(20, 15)).toBe(100);
    expect(percentOf(0, 1)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(Number.NaN, 10)).toBe(0);
  });
});

describe('layoutBars', () => {
  it('stacks every series into one bar per category, leaving out empty pieces', () => {
    const { scale, bars } = layoutBars(
      [
        [4, 0],
        [12, 3],
        [0, 5],
      ],
      2,
      true,
    );
    expect(scale.max).toBe(20);
    expect(bars).toEqual([
      [
        {
          total: 16,
          parts: [
            { series: 0, value: 4, percent: 20 },
            { series: 1, value: 12, percent: 60 },
          ],
        },
      ],
      [
        {
          total: 8,
          parts: [
            { series: 1, value: 3, percent: 15 },
            { series: 2, value: 5, percent: 25 },
          ],
        },
      ],
    ]);
  });

  it('gives each series its own bar when not stacked', () => {
    const { scale, bars } = layoutBars([[14, 3], [2]], 2, false);
    expect(scale.ticks).toEqual([0, 5, 10, 15]);
    expect(bars[0]!.map((bar) => bar.total)).toEqual([14, 2]);
    expect(bars[1]!.map((bar) => bar.total)).toEqual([3, 0]);
    expect(bars[1]![1]!.parts).toEqual([]);
  });

  it('draws all-zero figures as empty tracks on a 0 to 1 scale', () => {
    const { scale, bars } = layoutBars([[0, 0, 0]], 3, false);
    expect(scale).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(bars.flat()).toEqual([
      { total: 0, parts: [] },
      { total: 0, parts: [] },
      { total: 0, parts: [] },
    ]);
  });
});
