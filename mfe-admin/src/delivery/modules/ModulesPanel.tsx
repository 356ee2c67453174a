import { useState } from 'react';
import { api, errorMessage, routes, type Cohort, type CohortCopy, type LearningFile, type StaffModule } from '@sla/data';
import { formatShortDateTime, LoadState, useLoad } from '@sla/data-views';
import { FailureAlert, SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { CopyCohortDialog } from '../copy/CopyCohortDialog.js';
import { ItemButtons, ItemHeading, ItemListFrame } from '../ItemListFrame.js';
import { useItemList } from '../useItemList.js';
import { ModuleEditor } from './ModuleEditor.js';
import { suggestedOpening } from './moduleDraft.js';

const byPosition = (modules: readonly StaffModule[]) => [...modules].sort((a, b) => a.position - b.position);

/**
 * A cohort's modules in order: moved up and down, added, edited (with their files) and deleted; a cohort with none may
 * start from an earlier cohort's modules and assignments instead.
 */
export function ModulesPanel({ cohort }: { cohort: Cohort }) {
  const modules = useLoad(async () => (await api(routes.listModules, { params: { id: cohort.id } })).items, [cohort.id]);
  const [copying, setCopying] = useState(false);
  const [copied, setCopied] = useState('');

  const done = (copy: CohortCopy, source: Cohort) => {
    setCopying(false);
    setCopied(copiedNotice(copy, source.name));
    modules.retry();
  };

  return (
    <>
      <SuccessNotice message={copied} />
      <LoadState state={modules} loadingLabel={t('Loading modules…')} errorTitle={t('The modules could not be loaded')}>
        {(ready) => (
          <ModulesManager
            cohort={cohort}
            initial={ready.value}
            onCopy={() => {
              setCopied('');
              setCopying(true);
            }}
          />
        )}
      </LoadState>
      {copying ? <CopyCohortDialog cohort={cohort} onCancel={() => setCopying(false)} onCopied={done} /> : null}
    </>
  );
}

/** "Copied 2 modules and 3 assignments from StepUp 2026." and, where it applies, the dates to look at. */
function copiedNotice(copy: CohortCopy, source: string): string {
  const what = t(
    '{modules, plural, one {Copied # module} other {Copied # modules}} {assignments, plural, one {and # assignment} other {and # assignments}} from {source}.',
    { modules: copy.modules, assignments: copy.assignments, source },
  );
  if (!copy.datesOutside) return what;
  return `${what} ${t(
    '{count, plural, one {# date falls outside this cohort’s dates: check it.} other {# dates fall outside this cohort’s dates: check them.}}',
    { count: copy.datesOutside },
  )}`;
}

const deleteModule = (module: StaffModule) => api(routes.deleteModule, { params: { id: module.id } });

function ModulesManager({ cohort, initial, onCopy }: { cohort: Cohort; initial: StaffModule[]; onCopy: () => void }) {
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useItemList({
    initial,
    order: byPosition,
    name: 'modules',
    remove: deleteModule,
    onOpen: () => setFailure(null),
  });
  const { items: modules, setItems: setModules, changes } = list;

  const updateFiles = (moduleId: string) => (update: (files: LearningFile[]) => LearningFile[]) =>
    setModules((current) => current.map((each) => (each.id === moduleId ? { ...each, files: update(each.files) } : each)));

  if (list.editing) {
    const module = list.editingItem;
    return (
      <ModuleEditor
        key={list.editing.key}
        cohort={cohort}
        module={module}
        opensLocal={suggestedOpening(modules, cohort.startsOn, cohort.timeZone)}
        onSaved={(saved, created) => {
          list.saved(saved);
          if (created) list.carryOn(saved.id);
        }}
        onFilesChanged={updateFiles(module?.id ?? '')}
        onClose={list.closeEditor}
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
    api(routes.reorderModules, { params: { id: cohort.id }, body: { moduleIds: order } })
      .then(
        (result) => {
          setModules(byPosition(result.items));
          changes.moved(moved, name, index, delta, order.length);
        },
        (error: unknown) => setFailure(t(errorMessage(error))),
      )
      .finally(() => setMoving(false));
  };

  return (
    <ItemListFrame
      list={list}
      listRef={list.listRef}
      lead={t(
        'What students work through, in order. Each module opens to students at its opening time, in the programme’s time zone.',
      )}
      addLabel={t('Add module')}
      empty={t('No modules yet. Add the first with “Add module”, or start from an earlier cohort of the programme.')}
      emptyActions={
        <div className="empty-state__actions">
          <button type="button" className="button button--outline" onClick={onCopy}>
            {t('Copy from an earlier cohort')}
          </button>
        </div>
      }
      problem={<FailureAlert message={failure} />}
      deleteLabel={t('Delete module')}
      deleteWarning={t(
        'Its content, links and files go for good, and students no longer see it. Assignments that belonged to it stay, with no module.',
      )}
    >
      <ol className="delivery-list">
        {modules.map((module, index) => (
          <li key={module.id} className="builder-item delivery-item">
            <ItemHeading id={module.id}>
              <span className="delivery-item__position">{index + 1}.</span> {module.title}
            </ItemHeading>
            <p className="delivery-item__meta">
              {t('Opens {date}', { date: formatShortDateTime(module.opensAt, { programmeZone: cohort.timeZone }) })}
              {' · '}
              {t('{count, plural, one {# link} other {# links}}', { count: module.links.length })}
              {' · '}
              {t('{count, plural, one {# file} other {# files}}', { count: module.files.length })}
            </p>
            <ItemButtons title={module.title} onEdit={() => list.open(module.id)} onDelete={() => list.askDelete(module)}>
              <button
                type="button"
                className="button button--outline button--small"
                data-focus={`${module.id}:up`}
                disabled={index === 0 || moving}
                onClick={() => move(index, -1)}
              >
                <T
                  message="Move up<hidden>: {name}</hidden>"
                  values={{ name: module.title }}
                  components={{ hidden: <span className="visually-hidden" /> }}
                />
              </button>
              <button
                type="button"
                className="button button--outline button--small"
                data-focus={`${module.id}:down`}
                disabled={index === modules.length - 1 || moving}
                onClick={() => move(index, 1)}
              >
                <T
                  message="Move down<hidden>: {name}</hidden>"
                  values={{ name: module.title }}
                  components={{ hidden: <span className="visually-hidden" /> }}
                />
              </button>
            </ItemButtons>
          </li>
        ))}
      </ol>
    </ItemListFrame>
  );
}
