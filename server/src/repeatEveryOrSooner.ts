/**
 * Like repeatEvery (a run at once, then `intervalMs` after each run ends, never two at once, a failing run reported
 * and the next still made), and kick() asks for a run now: at once when idle, else right after the current run, so
 * a change made while a run was already reading is not left for the next interval. Kicks during one run make one
 * more run, not one each.
 */
export function repeatEveryOrSooner(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { kick(): void; stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    again = false;
    running = task()
      .then(
        () => undefined,
        (error) => onError(error),
      )
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) run();
        else timer = setTimeout(run, intervalMs).unref();
      });
  };
  run();
  return {
    kick() {
      if (stopped) return;
      if (running) again = true;
      else run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      // A run that ends while stopping starts no other, so waiting for this one is enough.
      await running;
    },
  };
}
