import { useId, useState, type ChangeEvent } from 'react';
import type { StoryPicture } from '@sla/data';
import { FailureAlert } from '@sla/forms';
import { formatNumber, t } from '@sla/i18n';
import { PICTURE_TYPES, uploadStoryPicture } from './uploadStoryPicture.js';

/** A file input that uploads the chosen picture at once, with its progress and the service's refusal in words. */
export function PictureUpload({
  label,
  onUploaded,
  autoFocus = false,
}: {
  label: string;
  onUploaded: (picture: StoryPicture) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setPercent(0);
    const answer = await uploadStoryPicture(file, setPercent);
    setPercent(null);
    if ('problem' in answer) setProblem(answer.problem);
    else onUploaded(answer.picture);
  };

  return (
    <div className="story-picture-upload">
      <label htmlFor={id} className="story-picture-upload__label">
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t('A PNG, JPEG or WebP picture up to 10 MB. Only you and the editors see it until your story is published.')}
      </p>
      <input
        id={id}
        type="file"
        accept={PICTURE_TYPES}
        disabled={percent !== null}
        aria-describedby={`${id}-hint`}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => void choose(event)}
      />
      {percent !== null ? (
        <div className="story-picture-upload__progress">
          <label htmlFor={`${id}-progress`}>{t('Uploading your picture')}</label>
          <progress id={`${id}-progress`} className="progress-bar" max={100} value={percent}>
            {formatNumber(percent / 100, { style: 'percent' })}
          </progress>
        </div>
      ) : null}
      <FailureAlert message={problem} />
    </div>
  );
}
