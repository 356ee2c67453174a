/**
 * Sends the browser to another site (the payment page). Only http(s) addresses: a link from an
 * answer is never run as script. Its own module so tests can stand in for it.
 */
export function leaveFor(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new Error(`Refusing to go to ${target.protocol} address`);
  window.location.assign(target.href);
}
