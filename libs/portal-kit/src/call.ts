/**
 * Runs a data call so that every failure arrives as a rejected promise, including one thrown before
 * the call starts (the `data` proxies throw at once when no data client is configured).
 */
export function call<T>(run: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => resolve(run()));
}
