import type { FieldErrors } from '@sla/data';
import { fieldErrors } from '@sla/contract/schemas';

/** What a shared zod/mini schema offers a form: the same `safeParse` the server runs. */
export interface Schema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type Checked<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

/** Checks a form's values with the schema the server uses, so both sides say the same thing. */
export function check<T>(schema: Schema<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
}
