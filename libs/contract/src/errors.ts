import { msg } from '@sla/i18n';
import { localiseMessage } from './messages.js';

/** What went wrong, in terms a screen can act on; each maps to one HTTP status. */
export const DATA_ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type DataErrorCode = keyof typeof DATA_ERROR_STATUS;

/** What anyone reads when the data service fails unexpectedly: its own 500 answer, and the client's words for a 5xx without one. */
export const SERVER_PROBLEM = msg('The server had a problem. Please try again in a moment.');

/** Field name to a message in plain words, for showing next to the field. */
export type FieldErrors = Record<string, string>;

/** Field name to the first message about it; problems with the whole input go under "_". */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What a refused form says above its fields; each field's own problem is said beside it. */
export const FIELDS_NEED_ATTENTION = msg('Some fields need attention.');

/**
 * The one error type of the data layer, thrown by the server's services and rebuilt by the client
 * from the server's answer, so a screen sees the same code and message the server decided on.
 */
export class DataError extends Error {
  readonly code: DataErrorCode;
  readonly fieldErrors: FieldErrors;
  /** For rate_limited: how long to wait before trying again (the Retry-After header). */
  readonly retryAfterSeconds: number | null;

  constructor(code: DataErrorCode, message: string, fieldErrors: FieldErrors = {}, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'DataError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  get status(): number {
    return DATA_ERROR_STATUS[this.code];
  }

  /** The JSON body the server answers with. */
  toBody() {
    const body: { code: DataErrorCode; message: string; fieldErrors?: FieldErrors } = { code: this.code, message: this.message };
    if (Object.keys(this.fieldErrors).length) body.fieldErrors = this.fieldErrors;
    return { error: body };
  }
}

/**
 * By shape, not only by class: a portal may hold its own copy of this module (see client.ts), and
 * an error built by the shell's copy is then not an instance of the portal's DataError.
 */
export function isDataError(error: unknown): error is DataError {
  if (error instanceof DataError) return true;
  if (!(error instanceof Error) || error.name !== 'DataError') return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code in DATA_ERROR_STATUS;
}

/** What anyone reads for a failure that is not the service's refusal (a bug, a broken answer). */
const SOMETHING_WENT_WRONG = msg('Something went wrong. Please try again.');

/**
 * A message for any error, for toasts and panels: the server's words when there are some, in the reader's language
 * (see localiseMessage; English, as the service wrote it, where no other language is active).
 */
export function errorMessage(error: unknown): string {
  if (isDataError(error)) return localiseMessage(error.message);
  return localiseMessage(SOMETHING_WENT_WRONG);
}

/** A 400 for input that breaks a rule, with what is wrong with each field. */
export const invalidInput = (fieldErrors: FieldErrors) => new DataError('invalid_input', FIELDS_NEED_ATTENTION, fieldErrors);
