import { DataError, type DataErrorCode } from '@sla/contract';
import { ReleaseError, type ReleaseErrorKind } from '@sla/releases';

const CODES: Readonly<Record<ReleaseErrorKind, DataErrorCode>> = {
  invalid: 'invalid_input',
  missing: 'not_found',
  conflict: 'conflict',
  damaged: 'unavailable',
};

/** Runs a release command, answering its refusal (one sentence) with the status its kind says. */
export async function asService<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof ReleaseError) throw new DataError(CODES[error.kind] ?? 'invalid_input', error.message);
    throw error;
  }
}
