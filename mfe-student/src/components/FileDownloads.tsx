import type { LearningFile } from '@sla/data';
import { useFileActions } from '@sla/data-views';
import { FailureAlert } from '@sla/forms';
import { t } from '@sla/i18n';
import { formatFileSize } from '../format.js';
import { UPLOAD_TYPE_NAMES } from '@sla/domain';

const downloadFailed = (file: LearningFile, message: string) =>
  t('{name} could not be downloaded. {reason}', { name: file.name, reason: t(message) });

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
              aria-label={t('Download {name}', { name: file.name })}
              disabled={busy === file.id}
              onClick={() => download(file, () => fetchFile(file))}
            >
              {file.name}
            </button>
            <span className="student-files__meta">
              {UPLOAD_TYPE_NAMES[file.type]}, {formatFileSize(file.size)}
              {busy === file.id ? ` · ${t('Downloading…')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <FailureAlert message={problem} />
    </>
  );
}
