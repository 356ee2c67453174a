import { isDataError } from '@sla/data';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';

/** A 409 about the address: another item already uses it (shown beside the address field). */
export function isSlugTaken(error: unknown): boolean {
  return (
    isDataError(error) &&
    error.code === 'conflict' &&
    (Boolean(error.fieldErrors.slug) ||
      error.message === CONTENT_MESSAGES.slugTaken ||
      error.message === CONTENT_MESSAGES.eventSlugTaken)
  );
}

/** A 409 because someone saved since this editor opened the item (its baseVersion is old). */
export function isConflict(error: unknown): boolean {
  return isDataError(error) && error.code === 'conflict' && !isSlugTaken(error);
}
