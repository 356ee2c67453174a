import { errorMessage, isDataError } from '@sla/data';

/** How long to wait, from a 429's Retry-After: "40 seconds", "about 3 minutes", or "a few minutes" when not said. */
function waitWords(seconds: number | null): string {
  if (!seconds) return 'a few minutes';
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
}

/**
 * Why the service refused, in words: its own message, except that too many requests in a short time also says how
 * long to wait (the service's message is the same for every limit and names no time).
 */
export function refusalWords(error: unknown): string {
  if (isDataError(error) && error.code === 'rate_limited') {
    return `Too many in a short time. Wait ${waitWords(error.retryAfterSeconds)}, then try again.`;
  }
  return errorMessage(error);
}
