import type { ServiceContext } from '../../context.js';
import { enforceRateLimits } from '../../rateLimit/enforceRateLimits.js';
import type { RateRule } from '../../rateLimit/rules.js';
import { MENTORING_MESSAGES } from './mentoringMessages.js';

/** Far more than a conversation needs, and each message may send an e-mail: a script is stopped early. */
export const MENTOR_MESSAGES_PER_SENDER: RateRule = { name: 'mentor-messages:user', limit: 30, windowMs: 10 * 60_000 };

/** Counts one message by `uid`; 429 with Retry-After, in the mentoring screen's words, past the limit. */
export async function countMentorMessage(ctx: ServiceContext, uid: string): Promise<void> {
  await enforceRateLimits(ctx, [[MENTOR_MESSAGES_PER_SENDER, uid]], MENTORING_MESSAGES.tooManyMessages);
}
