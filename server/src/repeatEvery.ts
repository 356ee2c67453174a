/**
 * Runs `task` at once and then `intervalMs` after each run ends, never two runs at once, until
 * stopped. A failing run is reported and the next one still happens: background work must not
 * die quietly. The timer does not keep the process alive on its own.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    timer = null;
    running = task()
      .then(
        () => undefined,
        (error) => onError(error),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(run, intervalMs).unref();
      });
  };
  run();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
