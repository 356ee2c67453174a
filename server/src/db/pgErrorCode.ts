/**
 * The SQLSTATE of a failed query (23505 unique violation, 23503 foreign key, ...), whichever driver raised it:
 * drizzle wraps the driver's error, so the code may sit on a cause further down.
 */
export function pgErrorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}
