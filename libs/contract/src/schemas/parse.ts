import type * as z from 'zod/mini';
import { invalidInput, type FieldErrors } from '../errors.js';

/** Field name to the first message about it; problems with the whole input go under "_". */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates `input`, or throws a DataError('invalid_input') naming each bad field. */
export function parseInput<T extends z.ZodMiniType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(fieldErrors(result.error.issues));
}
