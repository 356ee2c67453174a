import { useRef, useState } from 'react';
import { downloadBlob, started } from '@sla/data-views';

export type CsvExport = {
  /** Fetches the file and saves it; ignored while an export is under way. */
  run: () => void;
  busy: boolean;
  /** Why the last export failed, or null. */
  error: unknown;
};

/**
 * An "Export CSV" action: `load` fetches the file (a Blob from the data service), which is then saved
 * as `filename`. Busy while it runs; a failure (including a data client without the repository) is
 * kept for the screen to show, and cleared by the next attempt.
 */
export function useCsvExport(filename: string, load: () => Promise<Blob>): CsvExport {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Set at once on a click, so a second click before the re-render cannot start a second download.
  const running = useRef(false);

  const run = () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    started(load)
      .then((blob) => downloadBlob(blob, filename))
      .catch((failure: unknown) => setError(failure))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  return { run, busy, error };
}
