import { fieldErrors, categoryInput, type CategoryInput } from '@sla/contract/schemas';
import type { FieldErrors } from '@sla/data';

/** The shared schema's verdict on a category's names, before anything is sent. */
export function checkName(values: CategoryInput): { ok: true; input: CategoryInput } | { ok: false; errors: FieldErrors } {
  const result = categoryInput.safeParse(values);
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
}
