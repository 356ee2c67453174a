import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api, FIELDS_NEED_ATTENTION, routes, type FieldErrors, type ProgramSettings } from '@sla/data';
import { useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { Tabs } from '../components/Tabs.js';
import { buildInput } from './buildInput.js';
import { DeleteProgramDialog } from './DeleteProgramDialog.js';
import { DetailsPanel } from './DetailsPanel.js';
import { draftFromProgram, emptyDraft, type ProgramDraft } from './draft.js';
import { FormBuilder } from './FormBuilder.js';
import { useFocusAfterRender } from './ItemActions.js';
import { RubricEditor } from './RubricEditor.js';

const TAB_NAMES = { details: msg('Details'), form: msg('Application form'), rubric: msg('Review rubric') } as const;
type EditorTab = keyof typeof TAB_NAMES;
const TAB_ORDER: EditorTab[] = ['details', 'form', 'rubric'];

/** Which tab shows the field an error is about ("form.sections.0.title" → the form). */
const tabOf = (path: string): EditorTab => (path.startsWith('form') ? 'form' : path.startsWith('rubric') ? 'rubric' : 'details');

function errorCounts(errors: FieldErrors): Record<EditorTab, number> {
  const counts: Record<EditorTab, number> = { details: 0, form: 0, rubric: 0 };
  for (const path of Object.keys(errors)) if (path !== '_') counts[tabOf(path)] += 1;
  return counts;
}

/** The first control with a problem; for a group of checkboxes, its first box. */
const FIRST_INVALID_CONTROL = '[aria-invalid="true"]:is(input, select, textarea), fieldset[aria-invalid="true"] input';

/** Warns before the page is closed or reloaded while there are unsaved changes. */
function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** Asked before unsaved changes are left behind: marked here, translated with t() where asked. */
export const LEAVE_MESSAGE = msg('You have changes that are not saved. Leave without saving them?');

/**
 * Creates or edits one programme: its details, application form and review rubric, checked with the
 * shared schema before anything is sent, then saved; the server's refusals are shown beside the fields.
 */
export function ProgramEditor({
  program,
  canDelete,
  onSaved,
  onDeleted,
  onClose,
}: {
  /** null for a new programme. */
  program: ProgramSettings | null;
  canDelete: boolean;
  onSaved: (program: ProgramSettings, created: boolean) => void;
  onDeleted: (program: ProgramSettings) => void;
  onClose: () => void;
}) {
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfterRender(root);
  const [draft, setDraft] = useState<ProgramDraft>(() => (program ? draftFromProgram(program) : emptyDraft()));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draft));
  const [tab, setTab] = useState<EditorTab>('details');
  /** Shows the first tab with a problem, and focus on its first control with one (for a group of checkboxes, its first box). */
  const revealFirst = (found: FieldErrors) => {
    const first = TAB_ORDER.find((each) => errorCounts(found)[each] > 0);
    if (!first) return;
    setTab(first);
    focusLater(FIRST_INVALID_CONTROL);
  };
  const form = useFormState({}, { onRefused: ({ fieldErrors }) => revealFirst(fieldErrors) });
  const { fieldErrors: errors, failure, submitting: saving } = form;
  const [saved, setSaved] = useState('');
  const [deleting, setDeleting] = useState(false);

  const dirty = JSON.stringify(draft) !== baseline;
  useWarnBeforeUnload(dirty);

  const change = (patch: Partial<ProgramDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved('');
  };

  /** Errors were found by position, so once items move they point at the wrong ones: drop them. */
  const changeList = (patch: Partial<ProgramDraft>, reordered: boolean, prefix: string) => {
    change(patch);
    if (reordered) form.clearFieldErrors((path) => path.startsWith(prefix));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaved('');
    const built = buildInput(draft);
    if (!built.ok) return form.refuse(built.errors, `${t(FIELDS_NEED_ATTENTION)} ${t('Nothing was saved.')}`);
    const creating = !program;
    const sent = JSON.stringify(draft);
    void form.submit(async () => {
      const result = await (program
        ? api(routes.updateProgram, { params: { id: program.id }, body: built.input })
        : api(routes.createProgram, { body: built.input }));
      const next = draftFromProgram(result);
      // What was typed while the save was on its way is kept (and shows as unsaved).
      setDraft((current) => (JSON.stringify(current) === sent ? next : current));
      setBaseline(JSON.stringify(next));
      setSaved(
        creating
          ? t('Saved: {name} was created.', { name: result.name })
          : t('Saved changes to {title}.', { title: result.name }),
      );
      onSaved(result, creating);
    });
  };

  const close = () => {
    if (dirty && !window.confirm(t(LEAVE_MESSAGE))) return;
    onClose();
  };

  const counts = errorCounts(errors);
  const tabs = TAB_ORDER.map((each) => ({
    id: each,
    label: counts[each] ? t('{tab} ({count} to fix)', { tab: t(TAB_NAMES[each]), count: counts[each] }) : t(TAB_NAMES[each]),
  }));
  const title = program ? program.name : t('New programme');

  return (
    <>
      <form ref={root} className="program-editor" aria-labelledby={`${id}-title`} onSubmit={save} noValidate>
        <div className="program-editor__header">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="link-button" onClick={close} disabled={saving}>
            {t('Back to all programmes')}
          </button>
        </div>
        <Tabs label={t('Settings of {title}', { title })} tabs={tabs} selected={tab} onSelect={setTab}>
          {tab === 'details' ? (
            <DetailsPanel draft={draft} errors={errors} isNew={!program} onChange={change} />
          ) : tab === 'form' ? (
            <FormBuilder
              sections={draft.sections}
              errors={errors}
              onChange={(sections, reordered) => changeList({ sections }, reordered, 'form.')}
            />
          ) : (
            <RubricEditor
              criteria={draft.criteria}
              errors={errors}
              onChange={(criteria, reordered) => changeList({ criteria }, reordered, 'rubric.')}
            />
          )}
        </Tabs>

        <div className="program-editor__bar">
          {failure ? (
            <div role="alert" className="alert program-editor__failure">
              <p>{failure}</p>
              {TAB_ORDER.some((each) => counts[each]) ? (
                <ul>
                  {TAB_ORDER.filter((each) => counts[each]).map((each) => (
                    <li key={each}>
                      <button type="button" className="link-button" onClick={() => setTab(each)}>
                        {t('{tab}: {count, plural, one {# field} other {# fields}} to fix', {
                          tab: t(TAB_NAMES[each]),
                          count: counts[each],
                        })}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <div className="program-editor__actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? t('Saving…') : program ? t('Save changes') : t('Create programme')}
            </button>
            <p className="program-editor__state" role="status" aria-live="polite">
              {saved}
            </p>
            {dirty && !saving ? <p className="program-editor__state">{t('Unsaved changes')}</p> : null}
            {canDelete && program ? (
              <button
                type="button"
                className="button button--outline program-editor__delete"
                onClick={() => setDeleting(true)}
                disabled={saving}
              >
                {t('Delete programme')}
              </button>
            ) : null}
          </div>
        </div>
      </form>
      {deleting && program ? (
        <DeleteProgramDialog program={program} onCancel={() => setDeleting(false)} onDeleted={() => onDeleted(program)} />
      ) : null}
    </>
  );
}
