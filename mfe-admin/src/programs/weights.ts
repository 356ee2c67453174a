import { formatNumber } from '@sla/i18n';

/** A weight as typed: a positive number counts; anything else (empty, 0, text) counts as nothing yet. */
function weightOf(text: string): number | null {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Each criterion's share of the total weight (0–1), as the weights are typed; null for a weight that
 * does not count yet, and for all of them while none does.
 */
export function weightShares(weights: readonly string[]): { shares: (number | null)[]; total: number | null } {
  const values = weights.map(weightOf);
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  if (total <= 0) return { shares: values.map(() => null), total: null };
  return { shares: values.map((value) => (value === null ? null : value / total)), total };
}

/** 0.3333 → "33.3%" ("33,3 %" in French). */
export const formatPercent = (share: number) => formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });

/** 7.5 → "7.5" ("7,5" in French). */
export const formatWeight = (weight: number) => formatNumber(weight, { maximumFractionDigits: 2 });
