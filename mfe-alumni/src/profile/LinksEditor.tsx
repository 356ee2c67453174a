import type { FieldErrors, ProfileLink } from '@sla/data';
import { FieldError, errorId } from '@sla/forms';
import { t } from '@sla/i18n';
import { MAX_LINKS } from './draft.js';
import { controlIdFor } from './fieldLabels.js';

export interface LinksEditorProps {
  links: ProfileLink[];
  errors: FieldErrors;
  onChange: (links: ProfileLink[]) => void;
}

/** Up to five links, each a label and an address, added and removed one by one. */
export function LinksEditor({ links, errors, onChange }: LinksEditorProps) {
  const change = (index: number, patch: Partial<ProfileLink>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  const listError = errors['links'];
  return (
    <fieldset className="profile-links">
      <legend>{t('Links')}</legend>
      <p className="field__hint" id="profile-links-hint">
        {t('A website, a publication list or a professional profile: up to {max}.', { max: MAX_LINKS })}
      </p>
      {links.length === 0 ? <p className="profile-muted">{t('No links yet.')}</p> : null}
      <ol className="profile-links__list">
        {links.map((link, index) => {
          const number = index + 1;
          const labelId = controlIdFor(`links.${index}.label`);
          const urlId = controlIdFor(`links.${index}.url`);
          const labelError = errors[`links.${index}.label`];
          const urlError = errors[`links.${index}.url`];
          return (
            <li key={index} className="profile-links__item">
              <div className="field">
                <label htmlFor={labelId}>{t('Link {number} label', { number })}</label>
                <input
                  id={labelId}
                  value={link.label}
                  maxLength={120}
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={labelError ? errorId(labelId) : undefined}
                  onChange={(event) => change(index, { label: event.target.value })}
                />
                <FieldError id={errorId(labelId)} message={labelError} />
              </div>
              <div className="field">
                <label htmlFor={urlId}>{t('Link {number} address', { number })}</label>
                <input
                  id={urlId}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link.url}
                  aria-invalid={urlError ? true : undefined}
                  aria-describedby={urlError ? errorId(urlId) : undefined}
                  onChange={(event) => change(index, { url: event.target.value })}
                />
                <FieldError id={errorId(urlId)} message={urlError} />
              </div>
              <button
                type="button"
                className="button button--outline profile-links__remove"
                onClick={() => onChange(links.filter((_, at) => at !== index))}
              >
                {t('Remove link {number}', { number })}
              </button>
            </li>
          );
        })}
      </ol>
      <FieldError id={errorId('profile-links')} message={listError} />
      {links.length < MAX_LINKS ? (
        <button type="button" className="button button--outline" onClick={() => onChange([...links, { label: '', url: '' }])}>
          {t('Add a link')}
        </button>
      ) : (
        <p className="profile-muted">{t('You have given the most links a profile can hold.')}</p>
      )}
    </fieldset>
  );
}
