import { useId, useRef, useState, type FormEvent } from 'react';
import { data, FIELDS_NEED_ATTENTION, type Cohort, type LearningFile, type StaffModule } from '@sla/data';
import { FormProblem, useFormState } from '@sla/forms';
import { InputField } from '../../programs/editorFields.js';
import { LEAVE_MESSAGE } from '../../programs/ProgramEditor.js';
import { MarkdownField, ZonedDateTimeField } from '../fields.js';
import { LinksFieldset } from './LinksFieldset.js';
import { ModuleFiles } from './ModuleFiles.js';
import { buildModuleInput, moduleDraft, type ModuleDraft } from './moduleDraft.js';

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
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ModuleDraft>(() => moduleDraft(module, cohort.timeZone, opensLocal));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draft));
  const form = useFormState({}, { formRef: root });
  const errors = form.fieldErrors;
  const [saved, setSaved] = useState('');
  const dirty = JSON.stringify(draft) !== baseline;

  const change = (patch: Partial<ModuleDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved('');
    if ('title' in patch) form.clearFieldErrors('title');
    if ('opensLocal' in patch) form.clearFieldErrors('opensAt');
    if ('body' in patch) form.clearFieldErrors('body');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    setSaved('');
    const built = buildModuleInput(draft, cohort.timeZone);
    if (!built.ok) return form.refuse(built.errors, `${FIELDS_NEED_ATTENTION} Nothing was saved.`);
    const sent = JSON.stringify(draft);
    void form.submit(async () => {
      const result = await (module
        ? data.delivery.updateModule(module.id, built.input)
        : data.delivery.createModule(cohort.id, built.input));
      setBaseline(sent);
      setSaved(module ? `Saved changes to ${result.title}.` : `Created ${result.title}. You can add its files now.`);
      onSaved(result, !module);
    });
  };

  const close = () => {
    if (dirty && !window.confirm(LEAVE_MESSAGE)) return;
    onClose();
  };

  const title = module ? `Edit ${module.title}` : 'New module';

  return (
    <form ref={root} className="delivery-editor builder-panel" aria-labelledby={`${id}-title`} onSubmit={save} noValidate>
      <div className="program-editor__header">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="link-button" onClick={close} disabled={form.submitting}>
          Back to modules
        </button>
      </div>
      <InputField
        label="Title"
        error={errors.title}
        maxLength={200}
        value={draft.title}
        onChange={(value) => change({ title: value })}
      />
      <ZonedDateTimeField
        label="Opens"
        zone={cohort.timeZone}
        error={errors.opensAt}
        value={draft.opensLocal}
        onChange={(opensLocal) => change({ opensLocal })}
      />
      <MarkdownField label="Content" optional error={errors.body} value={draft.body} onChange={(body) => change({ body })} />
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
        <p className="field__hint delivery-editor__note">Files can be added once the module is created.</p>
      )}
      <div className="program-editor__bar">
        <FormProblem message={form.failure} />
        <div className="program-editor__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? 'Saving…' : module ? 'Save module' : 'Create module'}
          </button>
          <p className="program-editor__state" role="status" aria-live="polite">
            {saved}
          </p>
          {dirty && !form.submitting ? <p className="program-editor__state">Unsaved changes</p> : null}
        </div>
      </div>
    </form>
  );
}
