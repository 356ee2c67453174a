import { useRef } from 'react';
import type { FieldErrors } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { InputField } from '../../programs/editorFields.js';
import { useFocusAfterRender } from '../../programs/ItemActions.js';
import { newLinkKey, type LinkDraft } from './moduleDraft.js';

/** A module's links: a label and a web address per row, rows added and removed. */
export function LinksFieldset({
  links,
  errors,
  onChange,
}: {
  links: readonly LinkDraft[];
  errors: FieldErrors;
  /** The new rows, and which errors they settle (after a removal, every row's: errors found by position no longer fit). */
  onChange: (links: LinkDraft[], settles: (name: string) => boolean) => void;
}) {
  const root = useRef<HTMLFieldSetElement>(null);
  const focusLater = useFocusAfterRender(root);

  const add = () => {
    const key = newLinkKey();
    onChange([...links, { key, label: '', url: '' }], (name) => name === 'links');
    focusLater(`[data-focus="${key}"]`);
  };

  const remove = (index: number) => {
    onChange(
      links.filter((_, each) => each !== index),
      (name) => name === 'links' || name.startsWith('links.'),
    );
    focusLater('[data-focus="links:add"]');
  };

  const edit = (index: number, patch: Pick<LinkDraft, 'label'> | Pick<LinkDraft, 'url'>) =>
    onChange(
      links.map((link, each) => (each === index ? { ...link, ...patch } : link)),
      (name) => Object.keys(patch).some((field) => name === `links.${index}.${field}`),
    );

  return (
    <fieldset ref={root} className="builder-fieldset">
      <legend>{t('Links')}</legend>
      <p className="field__hint">{t('Readings, videos or forms elsewhere on the web, each with the words students click.')}</p>
      {errors.links ? <p className="field__error">{errors.links}</p> : null}
      {links.length ? (
        <ol className="delivery-links">
          {links.map((link, index) => {
            const which = { values: { number: index + 1 }, components: { hidden: <span className="visually-hidden" /> } };
            return (
              <li key={link.key} className="delivery-links__row">
                <InputField
                  label={<T message="Label<hidden>, link {number}</hidden>" {...which} />}
                  error={errors[`links.${index}.label`]}
                  maxLength={120}
                  value={link.label}
                  onChange={(label) => edit(index, { label })}
                  data-focus={link.key}
                />
                <InputField
                  label={<T message="Web address<hidden>, link {number}</hidden>" {...which} />}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="https://"
                  error={errors[`links.${index}.url`]}
                  value={link.url}
                  onChange={(url) => edit(index, { url })}
                />
                <button
                  type="button"
                  className="button button--outline button--small delivery-links__remove"
                  onClick={() => remove(index)}
                >
                  <T message="Remove<hidden>: link {number}</hidden>" {...which} />
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <button type="button" className="button button--outline button--small" data-focus="links:add" onClick={add}>
        {t('Add a link')}
      </button>
    </fieldset>
  );
}
