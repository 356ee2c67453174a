import { useState } from 'react';
import { errorMessage, type UploadedFile } from '@sla/data';
import { downloadFile, openFile } from '../fileActions.js';
import { fileTypeLabel, formatFileSize } from '../format.js';

/** An uploaded file: its name, type and size, with Open and Download. A failure shows beside it. */
export function FileItem({ applicationId, file }: { applicationId: string; file: UploadedFile }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (action: typeof openFile) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    action(applicationId, file)
      .catch((error: unknown) => setFailure(`The file could not be fetched. ${errorMessage(error)}`))
      .finally(() => setBusy(false));
  };

  return (
    <div className="review-file">
      <span className="review-file__name">{file.name}</span>{' '}
      <span className="review-file__meta">
        ({fileTypeLabel(file.type)}, {formatFileSize(file.size)})
      </span>
      <span className="review-file__actions">
        <button
          type="button"
          className="button button--outline button--small"
          aria-label={`Open ${file.name}`}
          onClick={() => run(openFile)}
          disabled={busy}
        >
          Open
        </button>
        <button
          type="button"
          className="button button--outline button--small"
          aria-label={`Download ${file.name}`}
          onClick={() => run(downloadFile)}
          disabled={busy}
        >
          Download
        </button>
      </span>
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
