import { errorMessage, isDataError } from '@sla/data';
import { t } from '@sla/i18n';

/**
 * What to do after a 429, from its Retry-After: wait "40 seconds", "about 3 minutes", or "a few minutes" when not
 * said, then try again.
 */
function rateLimitWords(seconds: number | null): string {
  if (!seconds) return t('Too many in a short time. Wait a few minutes, then try again.');
  if (seconds < 60)
    return t(
      '{seconds, plural, one {Too many in a short time. Wait # second, then try again.} other {Too many in a short time. Wait # seconds, then try again.}}',
      { seconds },
    );
  const minutes = Math.ceil(seconds / 60);
  return t(
    '{minutes, plural, one {Too many in a short time. Wait about a minute, then try again.} other {Too many in a short time. Wait about # minutes, then try again.}}',
    { minutes },
  );
}

/**
 * Why the service refused, in the reader's language: its own message, except that too many requests in a short time
 * also says how long to wait (the service's message is the same for every limit and names no time).
 */
export function refusalWords(error: unknown): string {
  if (isDataError(error) && error.code === 'rate_limited') {
    return rateLimitWords(error.retryAfterSeconds);
  }
  return errorMessage(error);
}
