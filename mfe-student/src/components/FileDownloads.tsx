import type { LearningFile } from '@sla/data';
import { useFileActions } from '@sla/data-views';
import { FailureAlert } from '@sla/forms';
import { formatFileSize } from '../format.js';
import { UPLOAD_TYPE_NAMES } from '@sla/domain';

const downloadFailed = (file: LearningFile, message: string) => `${file.name} could not be downloaded. ${message}`;

/** A list of files, each a button that downloads it (the service sends the bytes only to those allowed them). */
export function FileDownloads({
  files,
  fetchFile,
  label,
}: {
  files: readonly LearningFile[];
  fetchFile: (file: LearningFile) => Promise<Blob>;
  /** The list's accessible name ("Files of Module 1"). */
  label: string;
}) {
  const { download, busy, problem } = useFileActions(downloadFailed);
  return (
    <>
      <ul className="student-files" aria-label={label}>
        {files.map((file) => (
          <li key={file.id} className="student-files__item">
            <button
              type="button"
              className="link-button student-files__name"
              aria-label={`Download ${file.name}`}
              disabled={busy === file.id}
              onClick={() => download(file, () => fetchFile(file))}
            >
              {file.name}
            </button>
            <span className="student-files__meta">
              {UPLOAD_TYPE_NAMES[file.type]}, {formatFileSize(file.size)}
              {busy === file.id ? ' · Downloading…' : ''}
            </span>
          </li>
        ))}
      </ul>
      <FailureAlert message={problem} />
    </>
  );
}
