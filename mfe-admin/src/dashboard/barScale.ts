/** The value axis of a bar chart: 0 to `max` in equal integer `step`s, one tick label per step. */
export interface BarScale {
  max: number;
  step: number;
  ticks: number[];
}

/** The dashboard counts things, so steps are whole numbers, and more than four steps crowd a phone-width axis. */
const MAX_STEPS = 4;
const MIN_STEPS = 2;

/**
 * The scale for bars up to `largest`: the smallest nice step that reaches it in at most four steps, and at least
 * two steps so a single small value does not fill the whole track. With nothing to draw (all zero, or no data) the
 * scale is 0 to 1, so the tracks are empty rather than divided by zero.
 */
export function niceScale(largest: number): BarScale {
  if (!(largest > 0) || !Number.isFinite(largest)) return { max: 1, step: 1, ticks: [0, 1] };
  // Steps of 1, 2 or 5 × 10ⁿ, smallest first: the values people read off an axis without arithmetic.
  for (let power = 1; ; power *= 10) {
    for (const step of [power, 2 * power, 5 * power]) {
      const steps = Math.ceil(largest / step);
      if (steps <= MAX_STEPS) {
        const count = Math.max(MIN_STEPS, steps);
        return { max: step * count, step, ticks: Array.from({ length: count + 1 }, (_, i) => i * step) };
      }
    }
  }
}

/** A count as drawn: missing, negative or non-finite values draw nothing rather than a broken bar. */
export const drawable = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;

/** Each category's total across the series: the length of a stacked bar. */
export function stackedTotals(series: readonly (readonly number[])[], categories: number): number[] {
  return Array.from({ length: categories }, (_, row) => series.reduce((sum, values) => sum + drawable(values[row]), 0));
}

/** The longest bar: a category's total when stacked, otherwise the single largest value. */
export function largestBar(series: readonly (readonly number[])[], categories: number, stacked: boolean): number {
  const lengths = stacked ? stackedTotals(series, categories) : series.flatMap((values) => values.map(drawable));
  return Math.max(0, ...lengths);
}

/** How much of the track a value covers, as a CSS percentage rounded to keep inline styles short. */
export function percentOf(value: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.round(Math.min(100, (drawable(value) / max) * 100) * 1000) / 1000;
}

/** One coloured piece of a bar: series `series`'s value in one category. */
export interface BarPart {
  series: number;
  value: number;
  percent: number;
}

/** One bar: all the series stacked, or one series when bars stand side by side. */
export interface Bar {
  total: number;
  parts: BarPart[];
}

/** Every category's bars on one scale: `bars[category]` has one bar when stacked, one per series otherwise. */
export function layoutBars(
  series: readonly (readonly number[])[],
  categories: number,
  stacked: boolean,
): { scale: BarScale; bars: Bar[][] } {
  const scale = niceScale(largestBar(series, categories, stacked));
  const bar = (members: readonly number[], row: number): Bar => {
    const parts = members
      .map((index) => ({ series: index, value: drawable(series[index]![row]) }))
      // Zero-length pieces would be invisible yet still take a hover title and a divider.
      .filter((part) => part.value > 0)
      .map((part) => ({ ...part, percent: percentOf(part.value, scale.max) }));
    return { total: parts.reduce((sum, part) => sum + part.value, 0), parts };
  };
  const indexes = series.map((_, index) => index);
  const bars = Array.from({ length: categories }, (_, row) =>
    stacked ? [bar(indexes, row)] : indexes.map((index) => bar([index], row)),
  );
  return { scale, bars };
}
