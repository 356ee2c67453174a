import type { FollowUpItem } from '@sla/data';
import { t } from '@sla/i18n';
import { formatAmount } from '../format.js';

/** "€40 a month" or "€40 once": a pledge's promise as the list and the thread show it. */
export function pledgeText(pledge: NonNullable<FollowUpItem['pledge']>): string {
  const amount = formatAmount(pledge.amount, pledge.currency);
  return pledge.frequency === 'monthly' ? t('{amount} a month', { amount }) : t('{amount} once', { amount });
}
