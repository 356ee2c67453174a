import type { FieldErrors } from '@sla/data';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import { ImagePicker } from '../editor/ImagePicker.js';
import { FIELD_IDS } from './PostFields.js';
import type { PostDraft } from './postDraft.js';

/** How search engines and shared links show the post; each falls back to what the post already has, and says so. */
export function SeoFields({
  draft,
  errors,
  onChange,
}: {
  draft: PostDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<PostDraft>) => void;
}) {
  return (
    <fieldset className="post-editor__group">
      <legend>{t('Search and sharing')}</legend>
      <Field
        label={t('Search description')}
        hint={
          draft.summary.trim() ? t('Left empty, the summary is used (shown here greyed).') : t('Left empty, the summary is used.')
        }
        error={errors.seoDescription}
        id={FIELD_IDS.seoDescription}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={300}
            placeholder={draft.summary}
            value={draft.seoDescription}
            onChange={(event) => onChange({ seoDescription: event.target.value })}
          />
        )}
      </Field>
      <ImagePicker
        label={t('Social image')}
        hint={t('Shown when the post is shared.')}
        value={draft.socialImage}
        error={errors.socialImage}
        onChange={(socialImage) => onChange({ socialImage })}
        fallback={{
          text: draft.coverImage ? t('Uses the cover image.') : t('None: the post has no cover image either.'),
          image: draft.coverImage,
        }}
      />
    </fieldset>
  );
}
