import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import type { ServiceContext } from '../../context.js';
import { enforceRateLimits } from '../../rateLimit/enforceRateLimits.js';
import type { RateRule } from '../../rateLimit/rules.js';

/** Far more than a conversation needs, and each message may send an e-mail: a script is stopped early. */
export const ALUMNI_MESSAGES_PER_SENDER: RateRule = { name: 'alumni-messages:user', limit: 30, windowMs: 10 * 60_000 };
/** Writing to strangers is where spam starts: at most ten new conversations a day. */
export const NEW_CONVERSATIONS_PER_SENDER: RateRule = {
  name: 'alumni-conversations:user',
  limit: 10,
  windowMs: 24 * 60 * 60_000,
};

/**
 * Counts one message by `uid` (and one new conversation when it starts one); 429 with Retry-After, in the messages
 * screen's words, past either limit.
 */
export async function countAlumniMessage(ctx: ServiceContext, uid: string, options: { starts: boolean }): Promise<void> {
  const checks: [RateRule, string][] = [[ALUMNI_MESSAGES_PER_SENDER, uid]];
  if (options.starts) checks.push([NEW_CONVERSATIONS_PER_SENDER, uid]);
  await enforceRateLimits(ctx, checks, ALUMNI_MESSAGES.tooManyMessages);
}

/** A report goes to the team by e-mail: ten a day is more than anyone has to report, and a script stops there. */
export const ALUMNI_REPORTS_PER_REPORTER: RateRule = { name: 'alumni-reports:user', limit: 10, windowMs: 24 * 60 * 60_000 };

/** Counts one report by `uid`; 429 with Retry-After, in the report dialog's words, past the limit. */
export async function countAlumniReport(ctx: ServiceContext, uid: string): Promise<void> {
  await enforceRateLimits(ctx, [[ALUMNI_REPORTS_PER_REPORTER, uid]], ALUMNI_MESSAGES.tooManyReports);
}
