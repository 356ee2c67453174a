import { useRef, useState, type ChangeEvent } from 'react';
import { api, errorMessage, routes, type MediaItem } from '@sla/data';
import { FailureAlert } from '@sla/forms';
import { formatNumber, t } from '@sla/i18n';
import { MEDIA_ACCEPT, mediaHint, mediaUploadProblem } from './mediaRules.js';

type Upload = { status: 'idle' } | { status: 'sending'; name: string; fraction: number } | { status: 'failed'; message: string };

/**
 * "Upload an image": checks the file's type and size here, sends it with its progress shown, and
 * hands the library's new item to `onUploaded`. A refusal (here or by the service) is said in words.
 */
export function MediaUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing something) still counts as a change.
    event.target.value = '';
    if (!file || upload.status === 'sending') return;
    const problem = mediaUploadProblem(file);
    if (problem) return setUpload({ status: 'failed', message: problem });
    setUpload({ status: 'sending', name: file.name, fraction: 0 });
    try {
      const item = await api(routes.uploadMedia, {
        file,
        onProgress: (fraction) => setUpload((current) => (current.status === 'sending' ? { ...current, fraction } : current)),
      });
      setUpload({ status: 'idle' });
      onUploaded(item);
    } catch (error) {
      setUpload({
        status: 'failed',
        message: t('“{file}” was not uploaded. {error}', { file: file.name, error: t(errorMessage(error)) }),
      });
    }
  };

  const sending = upload.status === 'sending';
  return (
    <div className="media-upload">
      <label
        className={
          sending ? 'button button--outline media-upload__button is-disabled' : 'button button--outline media-upload__button'
        }
      >
        <input ref={input} type="file" accept={MEDIA_ACCEPT} className="visually-hidden" onChange={send} disabled={sending} />
        {t('Upload an image')}
      </label>
      <p className="field__hint media-upload__hint">{mediaHint()}</p>
      {sending ? (
        <div className="media-upload__progress" role="status">
          <progress max={1} value={upload.fraction} aria-label={t('Uploading {file}', { file: upload.name })} />
          <span>
            {t('Uploading “{file}”… {percent}', {
              file: upload.name,
              percent: formatNumber(upload.fraction, { style: 'percent', maximumFractionDigits: 0 }),
            })}
          </span>
        </div>
      ) : null}
      <FailureAlert message={upload.status === 'failed' ? upload.message : null} />
    </div>
  );
}
