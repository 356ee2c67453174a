/** After this many attempts a message is marked failed and left for staff to see. */
export const MAX_ATTEMPTS = 8;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits after the 1st, 2nd, … failed attempt. Growing fast at first (a blip) then slowly, so the
 * eight attempts span about a day: long enough to ride out a mail server outage.
 */
export const RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR];

/**
 * How long a claimed message belongs to the worker that claimed it. A worker that dies mid-send
 * leaves the message "sending"; once the lease runs out another claims it. It must outlast the
 * longest send (the SMTP client gives up after two minutes). MAIL_SEND_LEASE_MS shortens it for the fault test,
 * which cannot wait five minutes for a killed instance's mail.
 */
export const SEND_LEASE_MS = Math.max(1000, Number(process.env.MAIL_SEND_LEASE_MS) || 5 * MINUTE);

export function retryDelayMs(attemptsSoFar: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attemptsSoFar, 1), RETRY_DELAYS_MS.length) - 1]!;
}
