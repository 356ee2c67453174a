import { useId, useRef, useState, type FormEvent } from 'react';
import { api, FIELDS_NEED_ATTENTION, orNull, routes, type ProgramPage, type ProgramPageTranslationFields } from '@sla/data';
import { programPageTranslationInput, type ProgramPageTranslationInput } from '@sla/contract/schemas';
import { FailureAlert, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { useCan } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { T } from '@sla/ui';
import { ConflictDialog } from '../editor/ConflictDialog.js';
import { KeptText } from '../editor/KeptText.js';
import { isConflict } from '../editor/saveErrors.js';
import { LEAVE_QUESTION, useLeaveGuard } from '@sla/portal-kit/writing';
import { VersionsPanel } from '../editor/VersionsPanel.js';
import type { VersionsSource } from '../editor/versionsSource.js';
import { PAGE_FRENCH_FIELDS, withImage } from '../translations/frenchFields.js';
import { FrenchVersionPanel } from '../translations/FrenchVersionPanel.js';
import type { TranslationsSource } from '../translations/translationsSource.js';
import { buildPageInput, draftFromPage, draftKey, valuesOfDraft, valuesOfPage, type PageDraft } from './pageDraft.js';
import { PAGE_FIELDS } from './pageFields.js';
import { PageFields } from './PageFields.js';

/** A programme page's saved versions, by its programme's id. */
const pageVersions: VersionsSource<ProgramPage> = {
  list: async (programId) => (await api(routes.listProgramPageVersions, { params: { programId } })).items,
  get: (programId, number) => orNull(api(routes.getProgramPageVersion, { params: { programId, version: String(number) } })),
  restore: (programId, number) => api(routes.restoreProgramPageVersion, { params: { programId, version: String(number) } }),
};

/** A programme page's French version, by its programme's id. */
const pageTranslations: TranslationsSource<ProgramPageTranslationFields, ProgramPageTranslationInput> = {
  get: (programId, locale) => orNull(api(routes.getProgramPageTranslation, { params: { programId, locale } })),
  save: (programId, locale, body) => api(routes.saveProgramPageTranslation, { params: { programId, locale }, body }),
  remove: (programId, locale) => api(routes.deleteProgramPageTranslation, { params: { programId, locale } }),
};

/**
 * One programme's public texts: checked with the shared schema, saved with the version it was opened at
 * (someone else's later save is shown side by side, nothing lost), with its versions beside it. A save
 * is live on the programme's page at once, so there is no autosave: half-typed text never goes out.
 */
export function ProgramPageEditor({
  page,
  onSaved,
  onClose,
}: {
  page: ProgramPage;
  onSaved: (page: ProgramPage) => void;
  onClose: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const canOpenSettings = useCan('manage_program_settings');
  const [saved, setSaved] = useState(page);
  const [draft, setDraft] = useState<PageDraft>(() => draftFromPage(page));
  const [baseline, setBaseline] = useState(() => draftKey(draft));
  const form = useFormState({}, { formRef });
  const [notice, setNotice] = useState('');
  const [conflict, setConflict] = useState(false);
  const [kept, setKept] = useState<string | null>(null);
  const [frenchUnsaved, setFrenchUnsaved] = useState(false);

  const dirty = draftKey(draft) !== baseline;
  const { leaveOnPurpose } = useLeaveGuard(dirty);

  const show = (next: ProgramPage, sent: string | null) => {
    const fresh = draftFromPage(next);
    setSaved(next);
    setDraft((current) => (sent === null || draftKey(current) === sent ? fresh : current));
    setBaseline(draftKey(fresh));
  };

  const save = (baseVersion = saved.version) => {
    setNotice('');
    const built = buildPageInput(draft, baseVersion);
    if (!built.ok) return form.refuse(built.errors, t('{problem} Nothing was saved.', { problem: t(FIELDS_NEED_ATTENTION) }));
    const sent = draftKey(draft);
    void form.submit(async () => {
      let result: ProgramPage;
      try {
        result = await api(routes.updateProgramPage, { params: { programId: saved.programId }, body: built.input });
      } catch (error) {
        if (isConflict(error)) return setConflict(true);
        throw error;
      }
      show(result, sent);
      setNotice(
        t('Saved the page of {name} (version {number}). It is on the site now.', { name: result.name, number: result.version }),
      );
      onSaved(result);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submitting) save();
  };

  const close = () => {
    if ((dirty || frenchUnsaved) && !window.confirm(LEAVE_QUESTION)) return;
    leaveOnPurpose(onClose);
  };

  return (
    <div className="item-editor">
      <form ref={formRef} className="item-editor__form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
        <div className="item-editor__header">
          <h2 id={`${id}-title`}>{saved.name}</h2>
          <button type="button" className="link-button" onClick={close} disabled={form.submitting}>
            {t('Back to all programme pages')}
          </button>
        </div>
        <p className="item-editor__note">
          {canOpenSettings ? (
            <T
              message="What visitors read on <page>the programme’s page</page>. The application window, questions and capacity are programme settings, in <settings>Programme settings</settings>."
              components={{ page: <Link to={`/programs/${saved.slug}`} />, settings: <Link to="/admin/programs" /> }}
            />
          ) : (
            <T
              message="What visitors read on <page>the programme’s page</page>. The application window, questions and capacity are programme settings, which staff change."
              components={{ page: <Link to={`/programs/${saved.slug}`} /> }}
            />
          )}
        </p>
        {kept !== null ? <KeptText text={kept} onDismiss={() => setKept(null)} /> : null}
        <PageFields
          draft={draft}
          errors={form.fieldErrors}
          onChange={(patch, changed) => {
            setDraft((current) => ({ ...current, ...patch }));
            setNotice('');
            form.clearFieldErrors((field) =>
              changed === 'all'
                ? field === 'faq' || field.startsWith('faq.')
                : changed.some((name) => field === name || (name !== 'faq' && field.startsWith(`${name}.`))),
            );
          }}
        />
        <div className="save-bar">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Saving…') : t('Save page')}
          </button>
          <p className="autosave-status" role="status" aria-live="polite">
            {notice || (dirty && !form.submitting ? t('Unsaved changes') : '')}
          </p>
        </div>
        <FailureAlert message={form.failure} />
      </form>

      <aside className="item-editor__side" aria-label={t('About this page')}>
        <VersionsPanel
          versions={pageVersions}
          id={saved.programId}
          currentVersion={saved.version}
          current={valuesOfDraft(draft)}
          fields={PAGE_FIELDS}
          unsaved={dirty}
          onRestored={(restored) => {
            show(restored, null);
            setNotice(t('Restored: it is now version {number}, on the site now.', { number: restored.version }));
          }}
        />
      </aside>
      <FrenchVersionPanel
        translations={pageTranslations}
        id={saved.programId}
        fields={withImage(PAGE_FRENCH_FIELDS, draft.heroImage !== null)}
        english={{
          summary: draft.summary,
          description: draft.description,
          eligibility: draft.eligibility,
          howToApply: draft.howToApply,
          heroImageAlt: draft.heroImage?.alt ?? '',
        }}
        englishFaq={draft.faq}
        schema={programPageTranslationInput}
        onUnsavedChange={setFrenchUnsaved}
      />

      {conflict ? (
        <ConflictDialog<ProgramPage>
          loadLatest={() => orNull(api(routes.getProgramPage, { params: { programId: saved.programId } }))}
          mine={valuesOfDraft(draft)}
          valuesOf={valuesOfPage}
          fields={PAGE_FIELDS}
          onKeepMine={(latest) => {
            setConflict(false);
            save(latest.version);
          }}
          onTakeTheirs={(latest, myText) => {
            setConflict(false);
            show(latest, null);
            setKept(myText);
          }}
          onCancel={() => setConflict(false)}
        />
      ) : null}
    </div>
  );
}
