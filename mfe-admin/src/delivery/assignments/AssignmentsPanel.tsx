import { api, routes, type Cohort, type StaffAssignment, type StaffModule, type SubmissionState } from '@sla/data';
import { formatShortDateTime, LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { useOpenable } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { ItemButtons, ItemHeading, ItemListFrame } from '../ItemListFrame.js';
import { gradingPath, WORK_STATE_COUNTS } from '../labels.js';
import { useItemList } from '../useItemList.js';
import { AssignmentEditor } from './AssignmentEditor.js';
import { handInText } from './assignmentDraft.js';

const byDueDate = (assignments: readonly StaffAssignment[]) =>
  [...assignments].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.title.localeCompare(b.title));

const loadAll = async (cohortId: string) => {
  const [assignments, modules] = await Promise.all([
    api(routes.listCohortAssignments, { params: { id: cohortId } }),
    api(routes.listModules, { params: { id: cohortId } }),
  ]);
  return { assignments: assignments.items, modules: modules.items };
};

/** A cohort's assignments by due date, with how much work waits for grading; added, edited and deleted. */
export function AssignmentsPanel({ cohort }: { cohort: Cohort }) {
  const loaded = useLoad(() => loadAll(cohort.id), [cohort.id]);
  return (
    <LoadState state={loaded} loadingLabel={t('Loading assignments…')} errorTitle={t('The assignments could not be loaded')}>
      {(ready) => <AssignmentsManager cohort={cohort} initial={ready.value.assignments} modules={ready.value.modules} />}
    </LoadState>
  );
}

const deleteAssignment = (assignment: StaffAssignment) => api(routes.deleteAssignment, { params: { id: assignment.id } });

function AssignmentsManager({
  cohort,
  initial,
  modules,
}: {
  cohort: Cohort;
  initial: StaffAssignment[];
  modules: StaffModule[];
}) {
  const list = useItemList({ initial, order: byDueDate, name: 'assignments', remove: deleteAssignment });

  if (list.editing) {
    return (
      <AssignmentEditor
        key={list.editing.key}
        cohort={cohort}
        modules={modules}
        assignment={list.editingItem}
        onSaved={list.saved}
        onClose={list.closeEditor}
      />
    );
  }

  return (
    <ItemListFrame
      list={list}
      listRef={list.listRef}
      lead={t(
        'Work students hand in, soonest due first, with how much of it waits for a grade. Due times are in the programme’s time zone.',
      )}
      addLabel={t('Add assignment')}
      empty={t('No assignments yet. Add the first with “Add assignment”.')}
      deleteLabel={t('Delete assignment')}
      deleteWarning={t(
        'Students no longer see it. An assignment that work has been handed in for cannot be deleted: change its due date or instructions instead.',
      )}
    >
      <ul className="delivery-list">
        {list.items.map((assignment) => (
          <AssignmentItem
            key={assignment.id}
            cohort={cohort}
            assignment={assignment}
            onEdit={() => list.open(assignment.id)}
            onDelete={() => list.askDelete(assignment)}
          />
        ))}
      </ul>
    </ItemListFrame>
  );
}

const STATES: SubmissionState[] = ['submitted', 'graded', 'returned'];

function AssignmentItem({
  cohort,
  assignment,
  onEdit,
  onDelete,
}: {
  cohort: Cohort;
  assignment: StaffAssignment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const openable = useOpenable();
  const canGrade = openable(gradingPath(cohort.id, assignment.id));
  return (
    <li className="builder-item delivery-item">
      <ItemHeading id={assignment.id}>{assignment.title}</ItemHeading>
      <p className="delivery-item__meta">
        {t('Due {date}', { date: formatShortDateTime(assignment.dueAt, { programmeZone: cohort.timeZone }) })}
        {' · '}
        {assignment.moduleTitle ? t('Module: {title}', { title: assignment.moduleTitle }) : t('Whole cohort')}
        {' · '}
        {t('Out of {points} points', { points: assignment.maxPoints })}
      </p>
      <p className="delivery-item__meta">
        {handInText(assignment)} {assignment.lateAccepted ? t('Late work accepted.') : t('No late work.')}
        {assignment.rubric
          ? ` ${t('{count, plural, one {Graded with a rubric of # criterion.} other {Graded with a rubric of # criteria.}}', {
              count: assignment.rubric.criteria.length,
            })}`
          : null}
      </p>
      <ul className="delivery-counts" aria-label={t('Work handed in for {title}', { title: assignment.title })}>
        {STATES.map((state) => {
          const text = t(WORK_STATE_COUNTS[state], { count: assignment.counts[state] });
          return <li key={state}>{canGrade ? <Link to={gradingPath(cohort.id, assignment.id, state)}>{text}</Link> : text}</li>;
        })}
      </ul>
      <ItemButtons title={assignment.title} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}
