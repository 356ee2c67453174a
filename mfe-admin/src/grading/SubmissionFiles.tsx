import { api, routes, type LearningFile } from '@sla/data';
import { downloadBlob } from '@sla/data-views';
import { t } from '@sla/i18n';
import { FileRow } from '../review/components/FileItem.js';

const downloadFailed = (_file: LearningFile, message: string) => `${t('The file could not be downloaded.')} ${t(message)}`;

/** The files handed in, each with Download; a failure shows beside its file. */
export function SubmissionFiles({ submissionId, files }: { submissionId: string; files: readonly LearningFile[] }) {
  if (!files.length) return <p className="field__hint">{t('No files were handed in.')}</p>;
  return (
    <ul className="review-files">
      {files.map((file) => (
        <li key={file.id}>
          <FileRow
            file={file}
            failure={downloadFailed}
            actions={[
              {
                verb: t('Download'),
                busyLabel: t('Downloading…'),
                work: async () =>
                  downloadBlob(
                    await api(routes.downloadSubmissionFile, { params: { id: submissionId, fileId: file.id } }),
                    file.name,
                  ),
              },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
