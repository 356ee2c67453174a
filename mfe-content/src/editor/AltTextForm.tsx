import { useState, type FormEvent } from 'react';
import { mediaAltInput, fieldErrors } from '@sla/contract/schemas';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';

/** The image being described: its address, and its resized variants when it is in the library. */
export interface AltTextImage {
  url: string;
  srcset?: string;
  fileName?: string;
}

/**
 * Asks for an image's text alternative before it is used: required, prefilled with the one it last had.
 * "Use image" is refused (with the reason beside the field) until there is one.
 */
export function AltTextForm({
  image,
  initialAlt,
  submitLabel = t('Use image'),
  onSubmit,
  onBack,
  backLabel,
  onCancel,
}: {
  image: AltTextImage;
  initialAlt: string;
  submitLabel?: string;
  onSubmit: (alt: string) => void;
  /** A second way out, e.g. "Back to the library"; none when not given. */
  onBack?: () => void;
  backLabel?: string;
  onCancel: () => void;
}) {
  const [alt, setAlt] = useState(initialAlt);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Its own form inside an editor's form: the editor must not take this submit for a save.
    event.stopPropagation();
    const checked = mediaAltInput.safeParse({ alt });
    if (!checked.success) {
      const problem = fieldErrors(checked.error.issues).alt;
      return setError(problem ? t(problem) : t('Describe the image.'));
    }
    onSubmit(checked.data.alt);
  };

  return (
    <form className="alt-text-form" onSubmit={submit} noValidate>
      <img
        className="alt-text-form__image"
        src={image.url}
        srcSet={image.srcset || undefined}
        sizes="(max-width: 40rem) 90vw, 24rem"
        alt=""
      />
      <Field
        label={t('Alt text')}
        hint={t('What the image shows that matters here, for people who cannot see it. Leave out “image of”.')}
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
          {submitLabel}
        </button>
        {onBack ? (
          <button type="button" className="button button--outline" onClick={onBack}>
            {backLabel ?? t('Back')}
          </button>
        ) : null}
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
