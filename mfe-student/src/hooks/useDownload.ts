import { useCallback, useState } from 'react';
import { errorMessage, type LearningFile } from '@sla/data';
import { downloadBlob } from '@sla/data-views';

/**
 * Saves files the service hands out as Blobs (module materials, one's own hand-ins) under their own names: which
 * file is on its way, and why the last one failed, in words, to show beside the list.
 */
export function useDownload(fetchFile: (file: LearningFile) => Promise<Blob>) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = useCallback(
    (file: LearningFile) => {
      setBusy(file.id);
      setProblem(null);
      fetchFile(file)
        .then(
          (blob) => downloadBlob(blob, file.name),
          (error: unknown) => setProblem(`${file.name} could not be downloaded. ${errorMessage(error)}`),
        )
        .finally(() => setBusy(null));
    },
    [fetchFile],
  );

  return { download, busy, problem };
}
