import { useState } from 'react';
import { errorMessage } from '@sla/data';
import { downloadBlob } from './downloadBlob.js';

type NamedFile = { id: string; name: string };

/** The service's words as they are. */
const asTheServiceSaid = (_file: NamedFile, message: string) => message;

/**
 * Work on listed files (download, open, remove): which file is busy, so its buttons wait, and why the last try
 * failed, in words, to show beside the list. `failure` puts a refusal in the screen's words.
 */
export function useFileActions<F extends NamedFile = NamedFile>(
  failure: (file: F, message: string) => string = asTheServiceSaid,
) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = (file: F, work: () => Promise<unknown>) => {
    if (busy === file.id) return;
    setBusy(file.id);
    setProblem(null);
    work()
      .catch((error: unknown) => setProblem(failure(file, errorMessage(error))))
      .finally(() => setBusy(null));
  };

  /** Saves the file under its own name once `fetch` has its bytes (only the service hands them out). */
  const download = (file: F, fetch: () => Promise<Blob>) => run(file, async () => downloadBlob(await fetch(), file.name));

  return { busy, problem, run, download };
}
