import { api, routes, type Cohort, type LearningFile, type StaffModule } from '@sla/data';
import { t } from '@sla/i18n';
import { DraftEditorForm } from '../DraftEditorForm.js';
import { MarkdownField, TitleField, ZonedDateTimeField } from '../fields.js';
import { useDraftEditor } from '../useDraftEditor.js';
import { LinksFieldset } from './LinksFieldset.js';
import { ModuleFiles } from './ModuleFiles.js';
import { buildModuleInput, moduleDraft, type ModuleDraft } from './moduleDraft.js';

/** Which error each field of the draft shows; the links settle their own (see LinksFieldset). */
const ERROR_OF: Partial<Record<keyof ModuleDraft, string>> = { title: 'title', opensLocal: 'opensAt', body: 'body' };

/**
 * Creates or edits one module: title, opening time in the programme's zone, Markdown body and links, checked with
 * the service's schema before sending; then its files, once it is saved.
 */
export function ModuleEditor({
  cohort,
  module,
  opensLocal,
  onSaved,
  onFilesChanged,
  onClose,
}: {
  cohort: Cohort;
  /** null for a new module. */
  module: StaffModule | null;
  /** A new module's suggested opening time. */
  opensLocal: string;
  onSaved: (module: StaffModule, created: boolean) => void;
  onFilesChanged: (update: (files: LearningFile[]) => LearningFile[]) => void;
  onClose: () => void;
}) {
  const editor = useDraftEditor({
    initial: () => moduleDraft(module, cohort.timeZone, opensLocal),
    errorOf: ERROR_OF,
    build: (draft) => buildModuleInput(draft, cohort.timeZone),
    send: (input) =>
      module
        ? api(routes.updateModule, { params: { id: module.id }, body: input })
        : api(routes.createModule, { params: { id: cohort.id }, body: input }),
    savedMessage: (result) =>
      module
        ? t('Saved changes to {title}.', { title: result.title })
        : t('Created {title}. You can add its files now.', { title: result.title }),
    onSaved: (result) => onSaved(result, !module),
    onClose,
  });
  const { draft, change, errors, form } = editor;

  return (
    <DraftEditorForm editor={editor} formRef={editor.formRef} noun="module" item={module}>
      <TitleField error={errors.title} value={draft.title} onChange={(title) => change({ title })} />
      <ZonedDateTimeField
        label={t('Opens')}
        zone={cohort.timeZone}
        error={errors.opensAt}
        value={draft.opensLocal}
        onChange={(opensLocal) => change({ opensLocal })}
      />
      <MarkdownField label={t('Content')} optional error={errors.body} value={draft.body} onChange={(body) => change({ body })} />
      <LinksFieldset
        links={draft.links}
        errors={errors}
        onChange={(links, settles) => {
          change({ links });
          form.clearFieldErrors(settles);
        }}
      />
      {module ? (
        <ModuleFiles moduleId={module.id} files={module.files} onChange={onFilesChanged} />
      ) : (
        <p className="field__hint delivery-editor__note">{t('Files can be added once the module is created.')}</p>
      )}
    </DraftEditorForm>
  );
}
