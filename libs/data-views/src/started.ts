/**
 * Starts `run` now and gives its promise; a `run` that throws before it returns one gives a rejected
 * promise instead, so a loader's failure always arrives where the screen handles failures.
 */
export function started<T>(run: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => resolve(run()));
}
