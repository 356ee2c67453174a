import { isDataError } from '@sla/contract';

/** Null for a 404, so "not there" reads as a value rather than an error. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isDataError(error) && error.code === 'not_found') return null;
    throw error;
  }
}
