import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { StoryPicture } from '@sla/data';
import { Dialog, Field } from '@sla/forms';
import { t } from '@sla/i18n';
import type { ImageChooserProps } from '@sla/portal-kit/writing';
import { showPrivatePicture } from '@sla/portal-kit/writing';
import { PictureUpload } from './PictureUpload.js';

/**
 * The story editor's picture button (decision 0048): upload a picture, then describe it (required) before it goes in the
 * text. At the end of the page's body: it holds a form of its own, and a form may not sit inside the story's.
 */
export function StoryPictureDialog({ onChoose, onCancel }: ImageChooserProps) {
  const id = useId();
  const [picture, setPicture] = useState<StoryPicture | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!picture) return;
    if (!alt.trim()) return setError(t('Describe the picture for people who cannot see it.'));
    onChoose({ url: picture.url, alt: alt.trim() });
  };

  return createPortal(
    <Dialog labelledBy={`${id}-title`} onDismiss={onCancel}>
      <h2 id={`${id}-title`} className="dialog__title">
        {picture ? t('Describe the picture') : t('Add a picture to your story')}
      </h2>
      {picture ? (
        <form className="story-picture-dialog" onSubmit={submit} noValidate>
          <img
            className="story-picture-dialog__image"
            src={picture.url}
            width={picture.width}
            height={picture.height}
            onError={showPrivatePicture}
            alt=""
          />
          <Field
            label={t('Alt text')}
            hint={t('What the picture shows that matters to your story, for people who cannot see it.')}
            error={error}
            required
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={300}
                value={alt}
                data-autofocus
                onChange={(event) => {
                  setAlt(event.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <div className="dialog__actions">
            <button type="submit" className="button button--primary">
              {t('Put it in the story')}
            </button>
            <button type="button" className="button button--outline" onClick={onCancel}>
              {t('Cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <PictureUpload label={t('Choose a picture')} onUploaded={setPicture} autoFocus />
          <div className="dialog__actions">
            <button type="button" className="button button--outline" onClick={onCancel}>
              {t('Cancel')}
            </button>
          </div>
        </>
      )}
    </Dialog>,
    document.body,
  );
}
