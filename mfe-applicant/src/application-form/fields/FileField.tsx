import { useState } from 'react';
import { api, errorMessage, routes, type FormQuestion, type UploadedFile } from '@sla/data';
import { formatList, formatNumber, t } from '@sla/i18n';
import { formatFileSize } from '../../format.js';
import { acceptedUploadTypes, UPLOAD_TYPE_NAMES, uploadLimitMb, uploadProblem, type UploadType } from '@sla/domain';
import { fieldIds } from './fieldIds.js';
import { QuestionFrame } from './QuestionLabel.js';

export interface FileFieldProps {
  applicationId: string;
  question: FormQuestion;
  /** The file that answers this question now, if any. */
  file: UploadedFile | null;
  error: string | null | undefined;
  onUploaded: (file: UploadedFile) => void;
  onRemoved: (file: UploadedFile) => void;
}

type Upload = { name: string; percent: number };

/** "PDF, PNG or JPEG, up to 10 MB.": what the question takes (as @sla/domain's uploadHint says it), in the page's language. */
function uploadHint(question: FormQuestion): string {
  const types = acceptedUploadTypes(question).map((type) => UPLOAD_TYPE_NAMES[type as UploadType] ?? type);
  return t('{types}, up to {limit} MB.', {
    types: formatList(types, 'disjunction'),
    limit: uploadLimitMb(question),
  });
}

/**
 * A file upload: type and size checked in the browser before anything is sent, a progress bar while
 * it goes, then the file's name and size with Remove. The server sets the answer to the file's id.
 */
export function FileField({ applicationId, question, file, error, onUploaded, onRemoved }: FileFieldProps) {
  const ids = fieldIds(question);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const message = problem ?? error;

  const choose = (chosen: File | undefined) => {
    if (!chosen || upload) return;
    // In English, as the service words the same refusal: the field shows it in the reader's language (localiseMessage).
    const refusal = uploadProblem(question, chosen)?.message ?? null;
    setProblem(refusal);
    if (refusal) return;
    const name = chosen.name;
    setUpload({ name, percent: 0 });
    api(routes.uploadApplicationFile, {
      params: { id: applicationId },
      query: { questionId: question.id },
      file: chosen,
      onProgress: (fraction) => setUpload({ name, percent: Math.round(Math.min(Math.max(fraction, 0), 1) * 100) }),
    })
      .then(onUploaded, (failure: unknown) => setProblem(errorMessage(failure)))
      .finally(() => setUpload(null));
  };

  const remove = (current: UploadedFile) => {
    setRemoving(true);
    setProblem(null);
    api(routes.removeApplicationFile, { params: { id: applicationId, fileId: current.id } })
      .then(
        () => onRemoved(current),
        (failure: unknown) => setProblem(errorMessage(failure)),
      )
      .finally(() => setRemoving(false));
  };

  return (
    <QuestionFrame question={question} error={message} className="file-field" describedBy={ids.count}>
      {(control) => (
        <>
          <p id={ids.count} className="field__hint">
            {file
              ? t('{accepted} Choosing another file replaces this one.', { accepted: uploadHint(question) })
              : uploadHint(question)}
          </p>
          {file ? (
            <div className="file-field__current">
              <span>
                <strong>{file.name}</strong> ({formatFileSize(file.size)})
              </span>
              <button
                type="button"
                className="button button--outline button--small"
                aria-label={t('Remove {file}', { file: file.name })}
                disabled={removing || Boolean(upload)}
                onClick={() => remove(file)}
              >
                {removing ? t('Removing…') : t('Remove')}
              </button>
            </div>
          ) : null}
          <input
            {...control}
            // A question already answered by a file needs no other.
            aria-required={question.required && !file ? true : undefined}
            type="file"
            accept={acceptedUploadTypes(question).join(',')}
            disabled={Boolean(upload)}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // Cleared so that choosing the same file again (after fixing it) still counts as a choice.
              event.target.value = '';
            }}
          />
          {upload ? (
            <div className="file-field__progress">
              <label htmlFor={`${ids.control}-progress`}>{t('Uploading {file}', { file: upload.name })}</label>
              <progress id={`${ids.control}-progress`} max={100} value={upload.percent}>
                {formatNumber(upload.percent / 100, { style: 'percent' })}
              </progress>
              <span aria-hidden="true">{formatNumber(upload.percent / 100, { style: 'percent' })}</span>
            </div>
          ) : null}
        </>
      )}
    </QuestionFrame>
  );
}
