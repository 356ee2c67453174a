/** Every call to Google or the emulator gives up after this long: a background job must not hang on one. */
export const CALL_TIMEOUT_MS = 5000;

export interface JsonAnswer {
  ok: boolean;
  status: number;
  /** The parsed JSON answer, or {} when it had none. */
  body: Record<string, unknown>;
}

/**
 * POSTs JSON (or a form, for URLSearchParams) and reads the JSON answer, whatever its status. A network failure or
 * a timeout throws an Error naming `what` and the cause, never the request.
 */
export async function postJson(
  url: string,
  payload: object | URLSearchParams,
  options: { what: string; headers?: Record<string, string>; timeoutMs?: number | undefined },
): Promise<JsonAnswer> {
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const form = payload instanceof URLSearchParams;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...options.headers },
      body: form ? payload.toString() : JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(`${options.what} could not be reached: ${reasonOf(error, timeoutMs)}`, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new Error(`${options.what} stopped answering: ${reasonOf(error, timeoutMs)}`, { cause: error });
  }
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status alone says what happened.
  }
  return { ok: response.ok, status: response.status, body };
}

/** A short, stable reason: "no answer within 5 s", or the network error's code. */
function reasonOf(error: unknown, timeoutMs: number): string {
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
