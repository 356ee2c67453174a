import { useState } from 'react';
import { data, errorMessage, type LearningFile } from '@sla/data';
import { downloadBlob } from '@sla/data-views';
import { fileTypeLabel, formatFileSize } from '../review/format.js';

/** The files handed in, each with Download; a failure shows beside its file. */
export function SubmissionFiles({ submissionId, files }: { submissionId: string; files: readonly LearningFile[] }) {
  if (!files.length) return <p className="field__hint">No files were handed in.</p>;
  return (
    <ul className="review-files">
      {files.map((file) => (
        <li key={file.id}>
          <SubmissionFile submissionId={submissionId} file={file} />
        </li>
      ))}
    </ul>
  );
}

function SubmissionFile({ submissionId, file }: { submissionId: string; file: LearningFile }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    data.grading
      .downloadFile(submissionId, file.id)
      .then((blob) => downloadBlob(blob, file.name))
      .catch((error: unknown) => setFailure(`The file could not be downloaded. ${errorMessage(error)}`))
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
          aria-label={`Download ${file.name}`}
          onClick={download}
          disabled={busy}
        >
          {busy ? 'Downloading…' : 'Download'}
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
