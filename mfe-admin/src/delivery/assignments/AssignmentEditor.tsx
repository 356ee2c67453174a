import { useId, useRef, useState, type FormEvent } from 'react';
import {
  data,
  FIELDS_NEED_ATTENTION,
  type Cohort,
  type LearningFileType,
  type StaffAssignment,
  type StaffModule,
} from '@sla/data';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/data/schemas';
import { UPLOAD_TYPE_NAMES } from '@sla/domain';
import { FormProblem, useFormState } from '@sla/forms';
import { Checkbox, InputField, NumberField, SelectField } from '../../programs/editorFields.js';
import { LEAVE_MESSAGE } from '../../programs/ProgramEditor.js';
import { MarkdownField, ZonedDateTimeField } from '../fields.js';
import { assignmentDraft, buildAssignmentInput, type AssignmentDraft } from './assignmentDraft.js';

/** Which error each field of the draft shows, so changing a field hides its own. */
const ERROR_OF: Partial<Record<keyof AssignmentDraft, string>> = {
  title: 'title',
  moduleId: 'moduleId',
  instructions: 'instructions',
  dueLocal: 'dueAt',
  fileTypes: 'fileTypes',
  // Offering a typed answer settles "hand in files, a typed answer, or both" too.
  textAnswer: 'fileTypes',
  maxFileMb: 'maxFileMb',
  maxPoints: 'maxPoints',
};

/**
 * Creates or edits one assignment: what is asked, for which module, when it is due (in the programme's zone), what
 * may be handed in and how it is graded. Checked with the service's schema before it is sent.
 */
export function AssignmentEditor({
  cohort,
  modules,
  assignment,
  onSaved,
  onClose,
}: {
  cohort: Cohort;
  modules: readonly StaffModule[];
  /** null for a new assignment. */
  assignment: StaffAssignment | null;
  onSaved: (assignment: StaffAssignment, created: boolean) => void;
  onClose: () => void;
}) {
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<AssignmentDraft>(() => assignmentDraft(assignment, cohort.timeZone));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draft));
  const [current, setCurrent] = useState(assignment);
  const form = useFormState({}, { formRef: root });
  const errors = form.fieldErrors;
  const [saved, setSaved] = useState('');
  const dirty = JSON.stringify(draft) !== baseline;

  const change = (patch: Partial<AssignmentDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setSaved('');
    for (const key of Object.keys(patch) as (keyof AssignmentDraft)[]) {
      const path = ERROR_OF[key];
      if (path) form.clearFieldErrors(path);
    }
  };

  const toggleType = (type: LearningFileType, on: boolean) =>
    change({ fileTypes: UPLOAD_TYPES.filter((each) => (each === type ? on : draft.fileTypes.includes(each))) });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    setSaved('');
    const built = buildAssignmentInput(draft, cohort.timeZone);
    if (!built.ok) return form.refuse(built.errors, `${FIELDS_NEED_ATTENTION} Nothing was saved.`);
    const sent = JSON.stringify(draft);
    void form.submit(async () => {
      const result = await (current
        ? data.delivery.updateAssignment(current.id, built.input)
        : data.delivery.createAssignment(cohort.id, built.input));
      setBaseline(sent);
      setCurrent(result);
      setSaved(current ? `Saved changes to ${result.title}.` : `Created ${result.title}.`);
      onSaved(result, !current);
    });
  };

  const close = () => {
    if (dirty && !window.confirm(LEAVE_MESSAGE)) return;
    onClose();
  };

  const moduleOptions = [
    { value: '', label: 'None: for the whole cohort' },
    ...modules.map((module) => ({ value: module.id, label: module.title })),
  ];

  return (
    <form ref={root} className="delivery-editor builder-panel" aria-labelledby={`${id}-title`} onSubmit={save} noValidate>
      <div className="program-editor__header">
        <h2 id={`${id}-title`}>{current ? `Edit ${current.title}` : 'New assignment'}</h2>
        <button type="button" className="link-button" onClick={close} disabled={form.submitting}>
          Back to assignments
        </button>
      </div>
      <InputField
        label="Title"
        error={errors.title}
        maxLength={200}
        value={draft.title}
        onChange={(title) => change({ title })}
      />
      <SelectField
        label="Module"
        hint="The module it belongs to, if any."
        error={errors.moduleId}
        options={moduleOptions}
        value={draft.moduleId}
        onChange={(moduleId) => change({ moduleId })}
      />
      <MarkdownField
        label="Instructions"
        optional
        error={errors.instructions}
        value={draft.instructions}
        onChange={(instructions) => change({ instructions })}
      />
      <ZonedDateTimeField
        label="Due"
        zone={cohort.timeZone}
        error={errors.dueAt}
        value={draft.dueLocal}
        onChange={(dueLocal) => change({ dueLocal })}
      />

      <fieldset
        className="builder-fieldset"
        // Focus goes to the first field with an error after a refusal: here, the group of choices.
        tabIndex={-1}
        aria-invalid={errors.fileTypes ? true : undefined}
        aria-describedby={errors.fileTypes ? `${id}-types-error` : `${id}-types-hint`}
      >
        <legend>What students hand in</legend>
        <p id={`${id}-types-hint`} className="field__hint">
          Files of the types ticked, a typed answer, or both. Every file is checked by its content.
        </p>
        <div className="delivery-checks">
          {UPLOAD_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={UPLOAD_TYPE_NAMES[type]}
              checked={draft.fileTypes.includes(type)}
              onChange={(on) => toggleType(type, on)}
            />
          ))}
        </div>
        <Checkbox label="A typed answer" checked={draft.textAnswer} onChange={(textAnswer) => change({ textAnswer })} />
        {errors.fileTypes ? (
          <p id={`${id}-types-error`} className="field__error">
            <span className="visually-hidden">Error: </span>
            {errors.fileTypes}
          </p>
        ) : null}
        <NumberField
          label="Largest file, in MB"
          hint={`From 1 to ${UPLOAD_MAX_MB}.`}
          error={errors.maxFileMb}
          value={draft.maxFileMb}
          onChange={(maxFileMb) => change({ maxFileMb })}
        />
      </fieldset>

      <Checkbox
        label="Late work accepted (marked late)"
        checked={draft.lateAccepted}
        onChange={(lateAccepted) => change({ lateAccepted })}
      />
      <p className="field__hint delivery-editor__note">
        Without it, work handed in after the due time is refused, whatever the student’s browser says.
      </p>
      <NumberField
        label="Points"
        hint="The grade is out of this many points."
        error={errors.maxPoints}
        value={draft.maxPoints}
        onChange={(maxPoints) => change({ maxPoints })}
      />

      <div className="program-editor__bar">
        <FormProblem message={form.failure} />
        <div className="program-editor__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? 'Saving…' : current ? 'Save assignment' : 'Create assignment'}
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
