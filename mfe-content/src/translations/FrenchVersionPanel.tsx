import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FIELDS_NEED_ATTENTION, type ContentTranslation, type FaqEntry } from '@sla/data';
import { formatShortDateTime, LoadState, useLoad } from '@sla/data-views';
import { ConfirmDialog, FailureAlert, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { useLeaveGuard } from '@sla/portal-kit/writing';
import type * as z from 'zod/mini';
import { MarkdownEditor } from '../editor/MarkdownEditor.js';
import { FaqEditor } from '../programPages/FaqEditor.js';
import { checkFrench, frenchDraft, frenchValues, type FrenchDraft, type FrenchField } from './frenchDraft.js';
import type { TranslationsSource } from './translationsSource.js';
import '../editor/editor.css';
import './translation.css';
import { shownName } from '@sla/domain';

export interface FrenchVersionPanelProps<Fields, Input> {
  /** Where the item's versions in other languages are read and saved (the post's translation operations, say). */
  translations: TranslationsSource<Fields, Input>;
  /** The item's id (a programme page's programme id). */
  id: string;
  /** The fields translated, in order. */
  fields: readonly FrenchField[];
  /** The English of each field as the editor holds it now, shown beside its French. */
  english: Readonly<Record<string, string>>;
  /** A programme page's English questions and answers; its French version then has its own. */
  englishFaq?: readonly FaqEntry[] | undefined;
  /** The shared schema the service checks the French with. */
  schema: z.ZodMiniType<Input>;
  /** Told whether the French holds changes not saved yet, so the item's own editor asks before closing. */
  onUnsavedChange?: ((unsaved: boolean) => void) | undefined;
}

/**
 * An item's French version beside its English: loaded on its own, saved on its own (the English and its versions are
 * not touched), removed when no longer wanted. Without one, French pages show the English with a note saying so.
 */
export function FrenchVersionPanel<Fields, Input>(props: FrenchVersionPanelProps<Fields, Input>) {
  const headingId = useId();
  const { translations, id } = props;
  const loaded = useLoad(() => translations.get(id, 'fr'), [translations, id]);

  return (
    <section className="translation-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="translation-panel__title">
        {t('French version')}
      </h2>
      <p className="translation-panel__lead">
        {t('Visitors reading the site in French see this text instead of the English. Addresses, dates and images stay shared.')}
      </p>
      <LoadState
        state={loaded}
        loadingLabel={t('Loading the French version…')}
        errorTitle={t('The French version could not be loaded')}
      >
        {(ready) => <FrenchVersionForm {...props} first={ready.value} />}
      </LoadState>
    </section>
  );
}

function FrenchVersionForm<Fields, Input>({
  translations,
  id,
  fields,
  english,
  englishFaq,
  schema,
  onUnsavedChange,
  first,
}: FrenchVersionPanelProps<Fields, Input> & { first: ContentTranslation<Fields> | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const withFaq = englishFaq !== undefined;
  const draftOf = (translation: ContentTranslation<Fields> | null) =>
    frenchDraft(fields, translation as ContentTranslation<object> | null, englishFaq ?? null);
  const keyOf = (draft: FrenchDraft) => JSON.stringify(frenchValues(draft, withFaq));

  // The French as last saved here (or loaded): null while there is none.
  const [saved, setSaved] = useState(first);
  const [draft, setDraft] = useState(() => draftOf(first));
  const [baseline, setBaseline] = useState(() => keyOf(draft));
  const form = useFormState({}, { formRef });
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState(false);
  // Most items are written in English only: their French fields stay folded away until someone starts a French version.
  const [writing, setWriting] = useState(first !== null);

  const unsaved = keyOf(draft) !== baseline;
  useLeaveGuard(unsaved);
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange?.(false), [onUnsavedChange]);

  /** Shows `next` as the saved French; what was typed while a save was on its way stays (and shows as unsaved). */
  const show = (next: ContentTranslation<Fields> | null, sent: string | null) => {
    const fresh = draftOf(next);
    setSaved(next);
    setDraft((current) => (sent === null || keyOf(current) === sent ? fresh : current));
    setBaseline(keyOf(fresh));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    setNotice('');
    const values = frenchValues(draft, withFaq);
    const checked = checkFrench(schema, values);
    if (!checked.ok) return form.refuse(checked.errors, t('{problem} Nothing was saved.', { problem: t(FIELDS_NEED_ATTENTION) }));
    const sent = keyOf(draft);
    void form.submit(async () => {
      const result = await translations.save(id, 'fr', checked.input);
      show(result, sent);
      setNotice(t('Saved the French version.'));
    });
  };

  const change = (name: string, value: string) => {
    setDraft((current) => ({ ...current, text: { ...current.text, [name]: value } }));
    setNotice('');
    form.clearFieldErrors(name);
  };

  const savedState = saved
    ? saved.updatedByName
      ? t('Saved by {name}, {moment}.', {
          name: shownName(saved.updatedByName),
          moment: formatShortDateTime(saved.updatedAt, 'happened'),
        })
      : t('Saved {moment}.', { moment: formatShortDateTime(saved.updatedAt, 'happened') })
    : t('There is no French version yet: French pages show the English, with a note saying so.');

  if (!writing)
    return (
      <div className="translation-panel__form">
        <p className="translation-panel__state">{savedState}</p>
        <button type="button" className="button button--outline" onClick={() => setWriting(true)}>
          {t('Write a French version')}
        </button>
        <p className="autosave-status" role="status" aria-live="polite">
          {notice}
        </p>
      </div>
    );

  return (
    <form ref={formRef} className="translation-panel__form" onSubmit={save} noValidate>
      <p className="translation-panel__state">{savedState}</p>
      {fields.map((field) => {
        const englishText = english[field.name] ?? '';
        const value = draft.text[field.name] ?? '';
        const error = form.fieldErrors[field.name];
        return (
          <div key={field.name} className="translation-row">
            <div className="translation-row__english">
              <p className="translation-row__label">{t(field.englishLabel)}</p>
              {englishText.trim() ? (
                <div className="translation-row__text" lang="en">
                  {englishText}
                </div>
              ) : (
                <p className="translation-row__empty">{t('Empty in English.')}</p>
              )}
            </div>
            <div className="translation-row__french">
              {field.kind === 'markdown' ? (
                <MarkdownEditor
                  lang="fr"
                  label={t(field.frenchLabel)}
                  hint={field.hint ? t(field.hint) : undefined}
                  optional={!field.required}
                  required={field.required}
                  rows={field.rows ?? 10}
                  topHeading={field.topHeading}
                  value={value}
                  error={error}
                  onChange={(next) => change(field.name, next)}
                />
              ) : (
                <Field
                  label={t(field.frenchLabel)}
                  hint={field.hint ? t(field.hint) : undefined}
                  optional={!field.required}
                  required={field.required}
                  error={error}
                >
                  {(control) =>
                    field.kind === 'line' ? (
                      <input {...control} lang="fr" value={value} onChange={(event) => change(field.name, event.target.value)} />
                    ) : (
                      <textarea
                        {...control}
                        lang="fr"
                        rows={field.rows ?? 3}
                        value={value}
                        onChange={(event) => change(field.name, event.target.value)}
                      />
                    )
                  }
                </Field>
              )}
            </div>
          </div>
        );
      })}
      {englishFaq ? (
        <div className="translation-row">
          <div className="translation-row__english">
            <p className="translation-row__label">{t('Questions and answers in English')}</p>
            {englishFaq.length ? (
              <ol className="translation-row__faq" lang="en">
                {englishFaq.map((entry, index) => (
                  <li key={index}>
                    <p className="translation-row__question">{entry.question}</p>
                    <div className="translation-row__text">{entry.answer}</div>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="translation-row__empty">{t('No questions in English.')}</p>
            )}
          </div>
          <div className="translation-row__french">
            <FaqEditor
              french
              faq={draft.faq}
              errors={form.fieldErrors}
              onChange={(faq, changed) => {
                setDraft((current) => ({ ...current, faq }));
                setNotice('');
                form.clearFieldErrors((name) =>
                  changed === 'all' ? name === 'faq' || name.startsWith('faq.') : changed.includes(name),
                );
              }}
            />
            {form.fieldErrors.faq ? (
              <p className="field__error">
                <span className="visually-hidden">{t('Error:')} </span>
                {form.fieldErrors.faq}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="save-bar">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('Saving…') : t('Save the French version')}
        </button>
        <p className="autosave-status" role="status" aria-live="polite">
          {notice || (unsaved && !form.submitting ? t('Unsaved changes to the French') : '')}
        </p>
        {saved ? (
          <button
            type="button"
            className="button button--outline button--danger-outline translation-panel__remove"
            onClick={() => setRemoving(true)}
            disabled={form.submitting}
          >
            {t('Remove the French version')}
          </button>
        ) : null}
      </div>
      <FailureAlert message={form.failure} />
      {removing ? (
        <ConfirmDialog
          title={t('Remove the French version?')}
          label={t('Remove the French version')}
          busyLabel={t('Removing…')}
          danger
          onCancel={() => setRemoving(false)}
          onConfirm={async () => {
            await translations.remove(id, 'fr');
            setRemoving(false);
            show(null, null);
            setWriting(false);
            setNotice(t('Removed the French version. French pages show the English, with a note saying so.'));
          }}
        >
          {t(
            'Visitors reading the site in French will see the English again, with a note saying so. The English is not changed.',
          )}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
