import { useRef, useState } from 'react';
import { data, type Cohort, type StaffAssignment, type StaffModule, type SubmissionState } from '@sla/data';
import { formatShortDateTime, LoadState, useLoad } from '@sla/data-views';
import { ConfirmDialog, SuccessNotice } from '@sla/forms';
import { useOpenable } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { focusTarget, useListChanges } from '../../programs/ItemActions.js';
import { gradingPath, WORK_STATE_LABELS } from '../labels.js';
import { AssignmentEditor } from './AssignmentEditor.js';
import { handInText } from './assignmentDraft.js';

const byDueDate = (assignments: readonly StaffAssignment[]) =>
  [...assignments].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.title.localeCompare(b.title));

const loadAll = async (cohortId: string) => {
  const [assignments, modules] = await Promise.all([data.delivery.assignments(cohortId), data.delivery.modules(cohortId)]);
  return { assignments, modules };
};

/** A cohort's assignments by due date, with how much work waits for grading; added, edited and deleted. */
export function AssignmentsPanel({ cohort }: { cohort: Cohort }) {
  const loaded = useLoad(() => loadAll(cohort.id), [cohort.id]);
  return (
    <LoadState state={loaded} loadingLabel="Loading assignments…" errorTitle="The assignments could not be loaded">
      {(ready) => <AssignmentsManager cohort={cohort} initial={ready.value.assignments} modules={ready.value.modules} />}
    </LoadState>
  );
}

type Editing = { key: number; assignmentId: string | null };

function AssignmentsManager({
  cohort,
  initial,
  modules,
}: {
  cohort: Cohort;
  initial: StaffAssignment[];
  modules: StaffModule[];
}) {
  const root = useRef<HTMLDivElement>(null);
  const [assignments, setAssignments] = useState(() => byDueDate(initial));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<StaffAssignment | null>(null);
  const [notice, setNotice] = useState('');
  const changes = useListChanges(root);

  const open = (assignmentId: string | null) => {
    setNotice('');
    setEditing({ key: Date.now(), assignmentId });
  };

  if (editing) {
    const assignment = editing.assignmentId ? (assignments.find((each) => each.id === editing.assignmentId) ?? null) : null;
    return (
      <AssignmentEditor
        key={editing.key}
        cohort={cohort}
        modules={modules}
        assignment={assignment}
        onSaved={(saved) => setAssignments((current) => byDueDate([...current.filter((each) => each.id !== saved.id), saved]))}
        onClose={() => {
          setEditing(null);
          if (assignment) changes.focusLater(focusTarget(assignment.id, 'heading'));
        }}
      />
    );
  }

  const remove = async (assignment: StaffAssignment) => {
    await data.delivery.deleteAssignment(assignment.id);
    const index = assignments.findIndex((each) => each.id === assignment.id);
    const rest = assignments.filter((each) => each.id !== assignment.id);
    setAssignments(rest);
    setDeleting(null);
    setNotice(`Deleted ${assignment.title}.`);
    const next = rest[index] ?? rest[index - 1];
    changes.removed(assignment.title, next && { key: next.id }, '[data-focus="assignments:add"]');
  };

  return (
    <div ref={root}>
      <div className="tab-panel__header">
        <p className="tab-panel__lead">
          Work students hand in, soonest due first, with how much of it waits for a grade. Due times are in the programme’s time
          zone.
        </p>
        <button type="button" className="button button--primary" data-focus="assignments:add" onClick={() => open(null)}>
          Add assignment
        </button>
      </div>
      <SuccessNotice message={notice} />
      {assignments.length === 0 ? (
        <p className="empty-state">No assignments yet. Add the first with “Add assignment”.</p>
      ) : (
        <ul className="delivery-list">
          {assignments.map((assignment) => (
            <AssignmentItem
              key={assignment.id}
              cohort={cohort}
              assignment={assignment}
              onEdit={() => open(assignment.id)}
              onDelete={() => {
                setNotice('');
                setDeleting(assignment);
              }}
            />
          ))}
        </ul>
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {changes.message}
      </div>
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          label="Delete assignment"
          busyLabel="Deleting…"
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
          danger
        >
          Students no longer see it. An assignment that work has been handed in for cannot be deleted: change its due date or
          instructions instead.
        </ConfirmDialog>
      ) : null}
    </div>
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
      <h3 className="builder-item__title" tabIndex={-1} data-focus={`${assignment.id}:heading`}>
        {assignment.title}
      </h3>
      <p className="delivery-item__meta">
        Due {formatShortDateTime(assignment.dueAt, cohort.timeZone)}
        {' · '}
        {assignment.moduleTitle ? `Module: ${assignment.moduleTitle}` : 'Whole cohort'}
        {' · '}
        Out of {assignment.maxPoints} points
      </p>
      <p className="delivery-item__meta">
        {handInText(assignment)} {assignment.lateAccepted ? 'Late work accepted.' : 'No late work.'}
      </p>
      <ul className="delivery-counts" aria-label={`Work handed in for ${assignment.title}`}>
        {STATES.map((state) => {
          const text = `${assignment.counts[state]} ${WORK_STATE_LABELS[state]}`;
          return <li key={state}>{canGrade ? <Link to={gradingPath(cohort.id, assignment.id, state)}>{text}</Link> : text}</li>;
        })}
      </ul>
      <div className="builder-actions">
        <button type="button" className="button button--outline button--small" onClick={onEdit}>
          Edit<span className="visually-hidden">: {assignment.title}</span>
        </button>
        <button type="button" className="button button--outline button--small builder-actions__remove" onClick={onDelete}>
          Delete<span className="visually-hidden">: {assignment.title}</span>
        </button>
      </div>
    </li>
  );
}
