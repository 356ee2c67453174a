import { useState } from 'react';
import { api, errorMessage, routes, type Application, type UploadedFile } from '@sla/data';
import { AnswerText } from '../application-form/AnswerText.js';
import { downloadBlob } from '@sla/data-views';
import { FailureAlert } from '@sla/forms';
import { t } from '@sla/i18n';

/** Every section's questions and answers as they stand, with a Download button for each file. */
export function SubmittedAnswers({ application }: { application: Application }) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = (file: UploadedFile) => {
    setDownloading(file.id);
    setError(null);
    api(routes.downloadApplicationFile, { params: { id: application.id, fileId: file.id } })
      .then((blob) => downloadBlob(blob, file.name))
      .catch((failure: unknown) =>
        setError(t('{file} could not be downloaded. {reason}', { file: file.name, reason: errorMessage(failure) })),
      )
      .finally(() => setDownloading(null));
  };

  return (
    <>
      <FailureAlert message={error} />
      {application.form.sections.map((section) => (
        <section key={section.id} className="answers__section" aria-labelledby={`answers-${section.id}`}>
          <h3 id={`answers-${section.id}`}>{section.title}</h3>
          <dl className="review-list">
            {section.questions.map((question) => (
              <div key={question.id} className="review-list__row">
                <dt>{question.label}</dt>
                <dd>
                  <AnswerText
                    question={question}
                    value={application.answers[question.id]}
                    files={application.files}
                    fileAction={(file) => (
                      <button
                        type="button"
                        className="button button--outline button--small"
                        aria-label={t('Download {file}', { file: file.name })}
                        disabled={downloading === file.id}
                        onClick={() => download(file)}
                      >
                        {downloading === file.id ? t('Downloading…') : t('Download')}
                      </button>
                    )}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
