import { fileURLToPath } from 'node:url';
import { INPUT_REFUSALS } from '../../db/inputRefusal.js';
import type { InjectResponse } from '../../testing/testService.js';
import type { FuzzRequest } from './requests.js';

/** The repository's root on this machine: a path to it in an answer means a file path leaked. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '');
const STACK_FRAME = /\n\s+at .+:\d+:\d+/;

/** What is wrong with an answer, or null: a 5xx, a leaked stack or path, an error not in the service's shape. */
export function problemWith(response: InjectResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const body = response.body;
  if (STACK_FRAME.test(body)) return 'leaks a stack trace';
  if (body.includes('node_modules') || body.includes(ROOT) || body.includes('file://')) return 'leaks a file path';
  if (response.statusCode >= 400) {
    let error: { code?: unknown; message?: unknown } | undefined;
    try {
      error = JSON.parse(body).error;
    } catch {
      return 'refused with a body that is not JSON';
    }
    if (typeof error?.code !== 'string' || typeof error.message !== 'string')
      return 'refused without { error: { code, message } }';
  }
  return null;
}

/**
 * A 400 that only the database's own refusal produced (errors.ts's defence in depth): the service
 * answered correctly, but the input check that should have come first is missing.
 */
export function refusedOnlyByDatabase(response: InjectResponse): boolean {
  if (response.statusCode !== 400) return false;
  try {
    return INPUT_REFUSALS.has(JSON.parse(response.body).error.message);
  } catch {
    return false;
  }
}

/** The request and answer in a form a failure message can show (long bodies cut short). */
export function describeExchange(request: FuzzRequest, response: InjectResponse | null): string {
  const cut = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text);
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes>`
        : cut(JSON.stringify(request.payload));
  return `${request.method} ${cut(request.url)}\n  headers ${cut(JSON.stringify(request.headers))}\n  body ${payload}\n  → ${response ? `${response.statusCode} ${cut(response.body)}` : 'no answer'}`;
}
