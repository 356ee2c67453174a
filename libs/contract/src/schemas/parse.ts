import type * as z from 'zod/mini';
import { fieldErrors, invalidInput } from '../errors.js';

// Defined with the errors, so a browser library reads a schema's refusal without the schemas; kept here for their users.
export { fieldErrors };

/** Validates `input`, or throws a DataError('invalid_input') naming each bad field. */
export function parseInput<T extends z.ZodMiniType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(fieldErrors(result.error.issues));
}
