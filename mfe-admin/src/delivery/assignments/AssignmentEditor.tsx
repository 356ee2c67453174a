import { useState } from 'react';
import { api, routes, type Cohort, type LearningFileType, type StaffAssignment, type StaffModule } from '@sla/data';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/contract/schemas';
import { UPLOAD_TYPE_NAMES } from '@sla/domain';
import { msg, t } from '@sla/i18n';
import { Checkbox, NumberField, SelectField } from '../../programs/editorFields.js';
import { DraftEditorForm } from '../DraftEditorForm.js';
import { MarkdownField, TitleField, ZonedDateTimeField } from '../fields.js';
import { useDraftEditor } from '../useDraftEditor.js';
import { assignmentDraft, buildAssignmentInput, type AssignmentDraft } from './assignmentDraft.js';
import { FixedRubric, RubricBuilder } from './RubricFields.js';
import { newRubricCriterion } from './rubricDraft.js';

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

/** What each way of grading says of itself. */
const GRADED_BY = [
  { value: 'points', label: msg('In points'), hint: msg('One grade, out of the points you set.') },
  {
    value: 'rubric',
    label: msg('With a rubric'),
    hint: msg('A level for each criterion, with a comment if you like; the grade is their points added up.'),
  },
] as const;

/**
 * Creates or edits one assignment: what is asked, for which module, when it is due (in the programme's zone), what
 * may be handed in and how it is graded (in points, or with a rubric until work has been graded with it). Checked with
 * the service's schema and the rubric's rules before it is sent.
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
  const [current, setCurrent] = useState(assignment);
  // Fixed by a grade given with it: shown as it is, and not sent (the service keeps it).
  const rubricLocked = current?.rubricLocked === true && current.rubric !== null;
  const editor = useDraftEditor({
    initial: () => assignmentDraft(assignment, cohort.timeZone),
    errorOf: ERROR_OF,
    build: (draft) => buildAssignmentInput(draft, cohort.timeZone, { rubricLocked }),
    send: (input) =>
      current
        ? api(routes.updateAssignment, { params: { id: current.id }, body: input })
        : api(routes.createAssignment, { params: { id: cohort.id }, body: input }),
    savedMessage: (result) =>
      current ? t('Saved changes to {title}.', { title: result.title }) : t('Created {title}.', { title: result.title }),
    onSaved: (result) => {
      setCurrent(result);
      onSaved(result, !current);
    },
    onClose,
  });
  const { id, draft, change, errors } = editor;

  const changeRubric = (criteria: typeof draft.criteria, reordered: boolean) => {
    change({ criteria });
    // Errors were found by position: once items move or go, they would point at others.
    editor.form.clearFieldErrors(reordered ? (path) => path.startsWith('rubric') : (path) => path === 'rubric');
  };
  const gradeBy = (gradedBy: AssignmentDraft['gradedBy']) => {
    // A first rubric starts with one criterion to fill in.
    change(gradedBy === 'rubric' && !draft.criteria.length ? { gradedBy, criteria: [newRubricCriterion()] } : { gradedBy });
    editor.form.clearFieldErrors((path) => path.startsWith('rubric') || path === 'maxPoints');
  };

  const toggleType = (type: LearningFileType, on: boolean) =>
    change({ fileTypes: UPLOAD_TYPES.filter((each) => (each === type ? on : draft.fileTypes.includes(each))) });

  const moduleOptions = [
    { value: '', label: t('None: for the whole cohort') },
    ...modules.map((module) => ({ value: module.id, label: module.title })),
  ];

  return (
    <DraftEditorForm editor={editor} formRef={editor.formRef} noun="assignment" item={current}>
      <TitleField error={errors.title} value={draft.title} onChange={(title) => change({ title })} />
      <SelectField
        label={t('Module')}
        hint={t('The module it belongs to, if any.')}
        error={errors.moduleId}
        options={moduleOptions}
        value={draft.moduleId}
        onChange={(moduleId) => change({ moduleId })}
      />
      <MarkdownField
        label={t('Instructions')}
        optional
        error={errors.instructions}
        value={draft.instructions}
        onChange={(instructions) => change({ instructions })}
      />
      <ZonedDateTimeField
        label={t('Due')}
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
        <legend>{t('What students hand in')}</legend>
        <p id={`${id}-types-hint`} className="field__hint">
          {t('Files of the types ticked, a typed answer, or both. Every file is checked by its content.')}
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
        <Checkbox label={t('A typed answer')} checked={draft.textAnswer} onChange={(textAnswer) => change({ textAnswer })} />
        {errors.fileTypes ? (
          <p id={`${id}-types-error`} className="field__error">
            <span className="visually-hidden">{t('Error: ')}</span>
            {errors.fileTypes}
          </p>
        ) : null}
        <NumberField
          label={t('Largest file, in MB')}
          hint={t('From 1 to {max}.', { max: UPLOAD_MAX_MB })}
          error={errors.maxFileMb}
          value={draft.maxFileMb}
          onChange={(maxFileMb) => change({ maxFileMb })}
        />
      </fieldset>

      <Checkbox
        label={t('Late work accepted (marked late)')}
        checked={draft.lateAccepted}
        onChange={(lateAccepted) => change({ lateAccepted })}
      />
      <p className="field__hint delivery-editor__note">
        {t('Without it, work handed in after the due time is refused, whatever the student’s browser says.')}
      </p>
      <fieldset className="builder-fieldset rubric-choice" aria-describedby={`${id}-graded-hint`}>
        <legend>{t('How the work is graded')}</legend>
        <p id={`${id}-graded-hint`} className="field__hint">
          {rubricLocked
            ? t('With a rubric.')
            : t('Students see how their work will be graded, and their grade with your feedback.')}
        </p>
        {rubricLocked && current?.rubric ? (
          // Nothing to choose or type: the rubric as it stands, and why it stays so.
          <FixedRubric rubric={current.rubric} />
        ) : (
          <div className="delivery-checks">
            {GRADED_BY.map((choice) => (
              <label key={choice.value} className="builder-check rubric-choice__option">
                <input
                  type="radio"
                  name={`${id}-graded-by`}
                  value={choice.value}
                  checked={draft.gradedBy === choice.value}
                  onChange={() => gradeBy(choice.value)}
                />
                <span>
                  {t(choice.label)}
                  <span className="field__hint rubric-choice__hint">{t(choice.hint)}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {rubricLocked ? null : draft.gradedBy === 'rubric' ? (
        <RubricBuilder criteria={draft.criteria} errors={errors} onChange={changeRubric} />
      ) : (
        <NumberField
          label={t('Points')}
          hint={t('The grade is out of this many points.')}
          error={errors.maxPoints}
          value={draft.maxPoints}
          onChange={(maxPoints) => change({ maxPoints })}
        />
      )}
    </DraftEditorForm>
  );
}
