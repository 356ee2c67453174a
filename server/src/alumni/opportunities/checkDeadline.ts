import { invalidInput } from '@sla/contract';
import { OPPORTUNITY_MESSAGES, utcDate } from '@sla/contract/schemas';

const TWO_YEARS_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** A deadline the service takes at `now`: today (UTC) or later, and within about two years. */
export function checkDeadline(deadline: string, now: Date): void {
  if (deadline < utcDate(now)) throw invalidInput({ deadline: OPPORTUNITY_MESSAGES.deadlinePast });
  if (deadline > utcDate(new Date(now.getTime() + TWO_YEARS_MS)))
    throw invalidInput({ deadline: OPPORTUNITY_MESSAGES.deadlineFar });
}
