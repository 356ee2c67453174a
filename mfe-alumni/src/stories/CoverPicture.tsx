import { t } from '@sla/i18n';
import { Field } from '@sla/forms';
import { showPrivatePicture } from '@sla/portal-kit/writing';
import { PictureUpload } from './PictureUpload.js';

export interface CoverDraft {
  mediaId: string;
  url: string;
  alt: string;
}

/**
 * The story's cover picture (decision 0048): none, or one uploaded for it with its description (required, checked by
 * the same schema as the service). It shows above the story on the blog.
 */
export function CoverPicture({
  cover,
  onChange,
  error,
}: {
  cover: CoverDraft | null;
  onChange: (cover: CoverDraft | null) => void;
  /** What is wrong with the cover's description, or with the cover. */
  error?: string | null;
}) {
  if (!cover)
    return (
      <fieldset className="story-cover">
        <legend>{t('Cover picture')}</legend>
        <PictureUpload
          label={t('Add a cover picture (optional)')}
          onUploaded={(picture) => onChange({ mediaId: picture.id, url: picture.url, alt: '' })}
        />
        {error ? <p className="field__error">{error}</p> : null}
      </fieldset>
    );
  return (
    <fieldset className="story-cover">
      <legend>{t('Cover picture')}</legend>
      <img className="story-cover__image" src={cover.url} onError={showPrivatePicture} alt="" />
      <Field
        label={t('Describe the cover picture')}
        hint={t('What it shows, for people who cannot see it.')}
        error={error}
        required
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={300}
            value={cover.alt}
            onChange={(event) => onChange({ ...cover, alt: event.target.value })}
          />
        )}
      </Field>
      <button type="button" className="button button--outline" onClick={() => onChange(null)}>
        {t('Remove the cover picture')}
      </button>
    </fieldset>
  );
}
