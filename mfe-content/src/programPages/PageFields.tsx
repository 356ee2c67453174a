import type { FieldErrors } from '@sla/data';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import { ImagePicker } from '../editor/ImagePicker.js';
import { MarkdownEditor } from '../editor/MarkdownEditor.js';
import { FaqEditor } from './FaqEditor.js';
import type { PageDraft } from './pageDraft.js';

const imageError = (errors: FieldErrors) => errors['heroImage.alt'] ?? errors['heroImage.url'] ?? errors.heroImage;

/** A programme page's texts, each with its error beside it. */
export function PageFields({
  draft,
  errors,
  onChange,
}: {
  draft: PageDraft;
  errors: FieldErrors;
  /** `changed`: the fields whose errors no longer apply, or "all" of the FAQ's when its items moved or went. */
  onChange: (patch: Partial<PageDraft>, changed: string[] | 'all') => void;
}) {
  return (
    <div className="page-fields">
      <Field
        label={t('Summary')}
        hint={t('One sentence, shown under the programme’s name and in search results.')}
        error={errors.summary}
        required
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={420}
            value={draft.summary}
            onChange={(event) => onChange({ summary: event.target.value }, ['summary'])}
          />
        )}
      </Field>
      <ImagePicker
        label={t('Hero image')}
        value={draft.heroImage}
        onChange={(heroImage) => onChange({ heroImage }, ['heroImage'])}
        error={imageError(errors)}
        hint={t('The large image at the top of the programme’s page.')}
      />
      <MarkdownEditor
        label={t('Description')}
        optional
        value={draft.description}
        onChange={(description) => onChange({ description }, ['description'])}
        error={errors.description}
      />
      <MarkdownEditor
        label={t('Who may apply')}
        optional
        rows={8}
        value={draft.eligibility}
        onChange={(eligibility) => onChange({ eligibility }, ['eligibility'])}
        error={errors.eligibility}
      />
      <MarkdownEditor
        label={t('How to apply')}
        optional
        rows={8}
        value={draft.howToApply}
        onChange={(howToApply) => onChange({ howToApply }, ['howToApply'])}
        error={errors.howToApply}
      />
      <FaqEditor faq={draft.faq} errors={errors} onChange={(faq, changed) => onChange({ faq }, changed)} />
      {errors.faq ? (
        <p className="field__error">
          <span className="visually-hidden">{t('Error:')} </span>
          {errors.faq}
        </p>
      ) : null}
    </div>
  );
}
