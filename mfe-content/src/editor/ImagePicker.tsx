import { useId, useState, type ReactNode } from 'react';
import type { ImageChoice } from '@sla/data';
import { Dialog, FieldError, FieldHint, errorId, hintId } from '@sla/forms';
import { t } from '@sla/i18n';
import { AltTextForm } from './AltTextForm.js';
import { InBody } from './InBody.js';
import { MediaLibraryDialog } from './MediaLibraryDialog.js';
import './editor.css';
import './images.css';
import { showPrivatePicture } from '@sla/portal-kit/writing';

export interface ImagePickerProps {
  /** The field's name, e.g. "Cover image". */
  label: string;
  /** The chosen image with its alt text, or null. */
  value: ImageChoice | null;
  onChange: (next: ImageChoice | null) => void;
  hint?: ReactNode;
  /** What is wrong with the choice (its alt text, its address), shown below it. */
  error?: string | null;
  /** Shown while nothing is chosen: what the page uses instead, e.g. "Uses the cover image." with that image. */
  fallback?: { text: string; image: ImageChoice | null };
}

/**
 * One image field: the chosen image (a thumbnail and its alt text) or "Choose image", which opens the
 * media library. An image is only ever taken with its alt text, which can be changed later here too.
 */
export function ImagePicker({ label, value, onChange, hint, error, fallback }: ImagePickerProps) {
  const id = useId();
  const [open, setOpen] = useState<'library' | 'alt' | null>(null);
  const described = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
  const shown = value ?? fallback?.image ?? null;
  const field = label.toLowerCase();

  return (
    <fieldset className="image-picker" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="image-picker__legend">
        {label}
        <span className="field__optional"> {t('(optional)')}</span>
      </legend>
      <FieldHint id={hintId(id)}>{hint}</FieldHint>
      <div className={value ? 'image-picker__body' : 'image-picker__body image-picker__body--empty'}>
        {shown ? <img className="image-picker__thumb" src={shown.url} alt="" onError={showPrivatePicture} /> : null}
        <div className="image-picker__about">
          {value ? (
            <p className="image-picker__alt">
              <span className="image-picker__alt-label">{t('Alt text:')} </span>
              {value.alt || <em>{t('none yet')}</em>}
            </p>
          ) : (
            <p className="image-picker__none">{fallback?.text ?? t('No image chosen.')}</p>
          )}
          <div className="image-picker__actions">
            {/* One button that changes its words, so focus stays on it when the dialog closes. */}
            <button
              type="button"
              className="button button--outline button--small"
              aria-label={value ? t('Change image for {field}', { field }) : t('Choose image for {field}', { field })}
              onClick={() => setOpen('library')}
            >
              {value ? t('Change image') : t('Choose image')}
            </button>
            {value ? (
              <>
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={t('Edit alt text of {field}', { field })}
                  onClick={() => setOpen('alt')}
                >
                  {t('Edit alt text')}
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('Remove image from {field}', { field })}
                  onClick={() => onChange(null)}
                >
                  {t('Remove image')}
                </button>
              </>
            ) : null}
          </div>
        </div>
      </div>
      <FieldError id={errorId(id)} message={error} />

      {open === 'library' ? (
        <MediaLibraryDialog
          title={t('Choose the {field}', { field })}
          onCancel={() => setOpen(null)}
          onChoose={(choice) => {
            setOpen(null);
            onChange(choice);
          }}
        />
      ) : null}
      {open === 'alt' && value ? (
        <InBody>
          <Dialog labelledBy={`${id}-alt`} onDismiss={() => setOpen(null)}>
            <h2 id={`${id}-alt`} className="dialog__title">
              {t('Describe the image')}
            </h2>
            <AltTextForm
              image={value}
              initialAlt={value.alt}
              submitLabel={t('Save alt text')}
              onCancel={() => setOpen(null)}
              onSubmit={(alt) => {
                setOpen(null);
                onChange({ ...value, alt });
              }}
            />
          </Dialog>
        </InBody>
      ) : null}
    </fieldset>
  );
}
