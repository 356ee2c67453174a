import { useId, useState } from 'react';
import { api, errorMessage, routes, type LearningFile } from '@sla/data';
import { useFileActions } from '@sla/data-views';
import { acceptedUploadTypes, formatFileSize, uploadHint, uploadProblem } from '@sla/domain';
import { FailureAlert, FieldError } from '@sla/forms';
import { formatNumber, t } from '@sla/i18n';
import { T } from '@sla/ui';

/** Module files take what application uploads take: PDF, PNG or JPEG up to the service's limit. */
const RULES = {};

type Upload = { name: string; percent: number };

/**
 * A saved module's files: each with Download and Remove, and an upload checked in the browser first (type, name,
 * size), with its progress. Files are saved as they are uploaded, not with the module's form.
 */
export function ModuleFiles({
  moduleId,
  files,
  onChange,
}: {
  moduleId: string;
  files: readonly LearningFile[];
  /** Given how the list changes, so an upload finishing after a removal keeps both. */
  onChange: (update: (files: LearningFile[]) => LearningFile[]) => void;
}) {
  const id = useId();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A download or removal that failed is about a listed file, not the one being chosen.
  const { busy, problem: failure, run, download } = useFileActions();

  const choose = (chosen: File | undefined) => {
    if (!chosen || upload) return;
    const refusal = uploadProblem(RULES, chosen)?.message ?? null;
    setProblem(refusal);
    if (refusal) return;
    const name = chosen.name;
    setUpload({ name, percent: 0 });
    api(routes.uploadModuleFile, {
      params: { id: moduleId },
      file: chosen,
      onProgress: (fraction) => setUpload({ name, percent: Math.round(Math.min(Math.max(fraction, 0), 1) * 100) }),
    })
      .then(
        (file) => onChange((current) => [...current, file]),
        (error: unknown) => setProblem(t(errorMessage(error))),
      )
      .finally(() => setUpload(null));
  };

  const remove = (file: LearningFile) =>
    run(file, async () => {
      await api(routes.removeModuleFile, { params: { id: moduleId, fileId: file.id } });
      onChange((current) => current.filter((each) => each.id !== file.id));
    });

  const percent = upload ? formatNumber(upload.percent / 100, { style: 'percent' }) : '';

  return (
    <fieldset className="builder-fieldset" aria-describedby={`${id}-hint`}>
      <legend>{t('Files')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {uploadHint(RULES)} {t('Saved as soon as they are uploaded.')}
      </p>
      <FailureAlert message={failure} />
      {files.length ? (
        <ul className="delivery-files">
          {files.map((file) => (
            <li key={file.id} className="delivery-files__item">
              <span className="delivery-files__name">
                <strong>{file.name}</strong> ({formatFileSize(file.size)})
              </span>
              <span className="delivery-actions">
                <button
                  type="button"
                  className="button button--outline button--small"
                  disabled={busy === file.id}
                  onClick={() =>
                    download(file, () => api(routes.downloadModuleFile, { params: { id: moduleId, fileId: file.id } }))
                  }
                >
                  <T
                    message="Download<hidden>: {name}</hidden>"
                    values={{ name: file.name }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </button>
                <button
                  type="button"
                  className="button button--outline button--small"
                  disabled={busy === file.id}
                  onClick={() => remove(file)}
                >
                  <T
                    message="Remove<hidden>: {name}</hidden>"
                    values={{ name: file.name }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">{t('No files yet.')}</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-input`}>{t('Add a file')}</label>
        <input
          id={`${id}-input`}
          type="file"
          accept={acceptedUploadTypes(RULES).join(',')}
          disabled={Boolean(upload)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Cleared so that choosing the same file again (after fixing it) still counts as a choice.
            event.target.value = '';
          }}
        />
        <FieldError id={`${id}-error`} message={problem} />
      </div>
      {upload ? (
        <div className="delivery-progress">
          <label htmlFor={`${id}-progress`}>{t('Uploading {name}', { name: upload.name })}</label>
          <progress id={`${id}-progress`} max={100} value={upload.percent}>
            {percent}
          </progress>
          <span aria-hidden="true">{percent}</span>
        </div>
      ) : null}
    </fieldset>
  );
}
