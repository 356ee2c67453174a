import type { FieldErrors } from '@sla/data';
import { fieldErrors } from '@sla/contract/schemas';
import { plainMessage } from '../programs/buildInput.js';

type Issue = Parameters<typeof plainMessage>[0];

/** What a shared input schema offers: the same one the service parses the request with. */
interface InputSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export type Checked<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

/**
 * `candidate` checked with the service's own schema before anything is sent, so the form shows the same words the
 * service would answer with; `extra` are problems found in what was typed (a time that cannot be read), which come
 * first, as they are about the field as typed.
 */
export function checkInput<T>(schema: InputSchema<T>, candidate: unknown, extra: FieldErrors = {}): Checked<T> {
  const result = schema.safeParse(candidate);
  const schemaErrors = result.success
    ? {}
    : fieldErrors(result.error.issues.map((issue) => ({ ...issue, message: plainMessage(issue) })));
  const errors = { ...schemaErrors, ...extra };
  if (!result.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: result.data };
}
