import { useId, useState, type ChangeEvent } from 'react';
import { api, errorMessage, routes, type MyAlumniProfile, type ProfilePhoto } from '@sla/data';
import { FailureAlert } from '@sla/forms';
import { formatNumber, msg, t } from '@sla/i18n';
import { Avatar } from '../components/Avatar.js';

export interface PhotoEditorProps {
  name: string;
  photo: ProfilePhoto | null;
  /** The profile as the service answered after an upload or removal (only its photo is taken by the form). */
  onChanged: (profile: MyAlumniProfile) => void;
}

const ACCEPTED = 'image/png,image/jpeg,image/webp';
const MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = msg('Choose a photo of 10 MB or less.');

/**
 * The profile photo: a preview, an upload with its progress, and removal. Saved at once, apart from the rest of the
 * form, as the service resizes it; the service checks what the file really is and its refusal is shown as it said it.
 */
export function PhotoEditor({ name, photo, onChanged }: PhotoEditorProps) {
  const inputId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = percent !== null || removing;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_BYTES) return setProblem(t(PHOTO_TOO_LARGE));
    setPercent(0);
    try {
      onChanged(
        await api(routes.uploadMyAlumniPhoto, { file, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) }),
      );
    } catch (error) {
      setProblem(t(errorMessage(error)));
    } finally {
      setPercent(null);
    }
  };

  const remove = async () => {
    setProblem(null);
    setRemoving(true);
    try {
      onChanged(await api(routes.removeMyAlumniPhoto));
    } catch (error) {
      setProblem(t(errorMessage(error)));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="profile-photo">
      <Avatar name={name} photo={photo} size="large" />
      <div className="profile-photo__controls">
        <label htmlFor={inputId} className="profile-photo__label">
          {photo ? t('Replace your photo') : t('Add a photo')}
        </label>
        <p className="field__hint" id={`${inputId}-hint`}>
          {t('A PNG, JPEG or WebP picture up to 10 MB. It is saved as soon as it is uploaded.')}
        </p>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void upload(event)}
        />
        {percent !== null ? (
          <div className="profile-photo__progress">
            <label htmlFor={`${inputId}-progress`}>{t('Uploading your photo')}</label>
            <progress id={`${inputId}-progress`} className="progress-bar" max={100} value={percent}>
              {formatNumber(percent / 100, { style: 'percent' })}
            </progress>
          </div>
        ) : null}
        {photo ? (
          <button type="button" className="button button--outline" disabled={busy} onClick={() => void remove()}>
            {removing ? t('Removing…') : t('Remove photo')}
          </button>
        ) : null}
        <FailureAlert message={problem} />
      </div>
    </div>
  );
}
