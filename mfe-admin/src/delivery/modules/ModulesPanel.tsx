import { useRef, useState } from 'react';
import { data, errorMessage, type Cohort, type LearningFile, type StaffModule } from '@sla/data';
import { formatShortDateTime, LoadState, useLoad } from '@sla/data-views';
import { ConfirmDialog, FailureAlert, SuccessNotice } from '@sla/forms';
import { focusTarget, useListChanges } from '../../programs/ItemActions.js';
import { countOf } from '../labels.js';
import { ModuleEditor } from './ModuleEditor.js';
import { suggestedOpening } from './moduleDraft.js';

const byPosition = (modules: readonly StaffModule[]) => [...modules].sort((a, b) => a.position - b.position);

/** A cohort's modules in order: moved up and down, added, edited (with their files) and deleted. */
export function ModulesPanel({ cohort }: { cohort: Cohort }) {
  const modules = useLoad(() => data.delivery.modules(cohort.id), [cohort.id]);
  return (
    <LoadState state={modules} loadingLabel="Loading modules…" errorTitle="The modules could not be loaded">
      {(ready) => <ModulesManager cohort={cohort} initial={ready.value} />}
    </LoadState>
  );
}

/** Which module the editor shows; the key stays when a new module is created, so its editor carries on. */
type Editing = { key: number; moduleId: string | null };

function ModulesManager({ cohort, initial }: { cohort: Cohort; initial: StaffModule[] }) {
  const root = useRef<HTMLDivElement>(null);
  const [modules, setModules] = useState(() => byPosition(initial));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<StaffModule | null>(null);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const changes = useListChanges(root);

  const open = (moduleId: string | null) => {
    setNotice('');
    setFailure(null);
    setEditing({ key: Date.now(), moduleId });
  };

  const updateFiles = (moduleId: string) => (update: (files: LearningFile[]) => LearningFile[]) =>
    setModules((current) => current.map((each) => (each.id === moduleId ? { ...each, files: update(each.files) } : each)));

  if (editing) {
    const module = editing.moduleId ? (modules.find((each) => each.id === editing.moduleId) ?? null) : null;
    return (
      <ModuleEditor
        key={editing.key}
        cohort={cohort}
        module={module}
        opensLocal={suggestedOpening(modules, cohort.startsOn, cohort.timeZone)}
        onSaved={(saved, created) => {
          setModules((current) => byPosition([...current.filter((each) => each.id !== saved.id), saved]));
          if (created) setEditing({ key: editing.key, moduleId: saved.id });
        }}
        onFilesChanged={updateFiles(module?.id ?? '')}
        onClose={() => {
          setEditing(null);
          if (module) changes.focusLater(focusTarget(module.id, 'heading'));
        }}
      />
    );
  }

  const move = (index: number, delta: -1 | 1) => {
    const order = modules.map((each) => each.id);
    const [moved] = order.splice(index, 1);
    if (!moved || moving) return;
    order.splice(index + delta, 0, moved);
    const name = modules[index]?.title ?? '';
    setMoving(true);
    setFailure(null);
    data.delivery
      .reorderModules(cohort.id, { moduleIds: order })
      .then(
        (result) => {
          setModules(byPosition(result));
          changes.moved(moved, name, index, delta, order.length);
        },
        (error: unknown) => setFailure(errorMessage(error)),
      )
      .finally(() => setMoving(false));
  };

  const remove = async (module: StaffModule) => {
    await data.delivery.deleteModule(module.id);
    const index = modules.findIndex((each) => each.id === module.id);
    const rest = modules.filter((each) => each.id !== module.id);
    setModules(rest);
    setDeleting(null);
    setNotice(`Deleted ${module.title}.`);
    const next = rest[index] ?? rest[index - 1];
    changes.removed(module.title, next && { key: next.id }, '[data-focus="modules:add"]');
  };

  return (
    <div ref={root}>
      <div className="tab-panel__header">
        <p className="tab-panel__lead">
          What students work through, in order. Each module opens to students at its opening time, in the programme’s time zone.
        </p>
        <button type="button" className="button button--primary" data-focus="modules:add" onClick={() => open(null)}>
          Add module
        </button>
      </div>
      <SuccessNotice message={notice} />
      <FailureAlert message={failure} />
      {modules.length === 0 ? (
        <p className="empty-state">No modules yet. Add the first with “Add module”.</p>
      ) : (
        <ol className="delivery-list">
          {modules.map((module, index) => (
            <li key={module.id} className="builder-item delivery-item">
              <h3 className="builder-item__title" tabIndex={-1} data-focus={`${module.id}:heading`}>
                <span className="delivery-item__position">{index + 1}.</span> {module.title}
              </h3>
              <p className="delivery-item__meta">
                Opens {formatShortDateTime(module.opensAt, cohort.timeZone)}
                {' · '}
                {countOf(module.links.length, 'link')}
                {' · '}
                {countOf(module.files.length, 'file')}
              </p>
              <div className="builder-actions">
                <button
                  type="button"
                  className="button button--outline button--small"
                  data-focus={`${module.id}:up`}
                  disabled={index === 0 || moving}
                  onClick={() => move(index, -1)}
                >
                  Move up<span className="visually-hidden">: {module.title}</span>
                </button>
                <button
                  type="button"
                  className="button button--outline button--small"
                  data-focus={`${module.id}:down`}
                  disabled={index === modules.length - 1 || moving}
                  onClick={() => move(index, 1)}
                >
                  Move down<span className="visually-hidden">: {module.title}</span>
                </button>
                <button type="button" className="button button--outline button--small" onClick={() => open(module.id)}>
                  Edit<span className="visually-hidden">: {module.title}</span>
                </button>
                <button
                  type="button"
                  className="button button--outline button--small builder-actions__remove"
                  onClick={() => {
                    setNotice('');
                    setDeleting(module);
                  }}
                >
                  Delete<span className="visually-hidden">: {module.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {changes.message}
      </div>
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          label="Delete module"
          busyLabel="Deleting…"
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
          danger
        >
          Its content, links and files go for good, and students no longer see it. Assignments that belonged to it stay, with no
          module.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
