import type { UploadedFile } from '@sla/data';
import { useFileActions } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import { downloadFile, openFile } from '../fileActions.js';
import { fileTypeLabel, formatFileSize } from '../format.js';

type StaffFile = { id: string; name: string; type: string; size: number };

export interface FileAction {
  /** "Download": the button's text, and with the file's name its accessible name. Marked with msg(), translated here. */
  verb: string;
  /** What the button says while the file is busy, if not the verb (marked with msg() too). */
  busyLabel?: string;
  work: () => Promise<unknown>;
}

/**
 * A file staff read (an applicant's upload, handed-in work): its name, type and size, with its actions, which wait
 * while one runs. A failure shows beside the file, worded by `failure`.
 */
export function FileRow<F extends StaffFile>({
  file,
  failure,
  actions,
}: {
  file: F;
  failure: (file: F, message: string) => string;
  actions: readonly FileAction[];
}) {
  const { busy, problem, run } = useFileActions(failure);
  return (
    <div className="review-file">
      <span className="review-file__name">{file.name}</span>{' '}
      <span className="review-file__meta">
        ({fileTypeLabel(file.type)}, {formatFileSize(file.size)})
      </span>
      <span className="review-file__actions">
        {actions.map((action) => (
          <button
            key={action.verb}
            type="button"
            className="button button--outline button--small"
            aria-label={t('{action} {file}', { action: t(action.verb), file: file.name })}
            onClick={() => run(file, action.work)}
            disabled={busy === file.id}
          >
            {t(busy === file.id && action.busyLabel ? action.busyLabel : action.verb)}
          </button>
        ))}
      </span>
      {problem ? (
        <p role="alert" className="field__error">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}

const fetchFailed = (_file: UploadedFile, message: string) =>
  t('The file could not be fetched. {message}', { message: t(message) });

/** An uploaded file: its name, type and size, with Open and Download. A failure shows beside it. */
export function FileItem({ applicationId, file }: { applicationId: string; file: UploadedFile }) {
  return (
    <FileRow
      file={file}
      failure={fetchFailed}
      actions={[
        { verb: msg('Open'), work: () => openFile(applicationId, file) },
        { verb: msg('Download'), work: () => downloadFile(applicationId, file) },
      ]}
    />
  );
}
