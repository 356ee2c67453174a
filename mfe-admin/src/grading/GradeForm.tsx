import { useId, useRef, useState, type FormEvent } from 'react';
import { api, isDataError, routes, type StaffSubmission } from '@sla/data';
import { formatShortDateTime } from '@sla/data-views';
import { Field, FailureAlert, SuccessNotice, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { checkGrade, checkReturn, checkRubricGrade, type GradeValues } from './gradeChecks.js';
import { chosenMarksOf, marksToSend, RubricMarking, type ChosenMarks } from './RubricMarking.js';

const FEEDBACK_MAX = 10000;

/** What the grader did, for the screen to say and to offer the next hand-in. */
export type Marked = { action: 'graded' | 'returned'; submission: StaffSubmission };

/**
 * The grade (out of the assignment's points, or a level for each criterion of its rubric, whose points add up to it) and
 * feedback, saved as a grade or sent back to the student for changes.
 * Returning needs feedback; the student sees either in their portal, with a notice and an e-mail. Both are for the
 * attempt on screen: when the student has handed in again since (409), the service's words are shown with a way to
 * open the latest version, keeping what was typed. `onLatest` is told the submission as it now is.
 */
export function GradeForm({
  submission,
  onMarked,
  onLatest,
}: {
  submission: StaffSubmission;
  onMarked: (marked: Marked) => void;
  onLatest: (submission: StaffSubmission) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { rubric } = submission;
  const form = useFormState<GradeValues>(
    { grade: submission.grade === null ? '' : String(submission.grade), feedback: submission.feedback },
    {
      formRef,
      // With a rubric, errors sit beside their criterion; the total's and an unknown criterion's go above the form.
      shown: (name) =>
        name === 'feedback' ||
        (rubric
          ? rubric.criteria.some((_, index) => name === `marks.${index}` || name === `marks.${index}.comment`)
          : name === 'grade'),
    },
  );
  // The levels chosen, kept while the grader works, like what they typed.
  const [chosen, setChosen] = useState<ChosenMarks>(() => chosenMarksOf(submission));
  const choose = (criterionId: string, mark: { levelId: string; comment: string }, index: number) => {
    setChosen((current) => ({ ...current, [criterionId]: mark }));
    form.clearFieldErrors((name) => name === `marks.${index}` || name === `marks.${index}.comment`);
  };
  // The service said the work changed under the grader: what is on screen is not what it holds.
  const [outdated, setOutdated] = useState(false);
  const [reopened, setReopened] = useState('');

  const send = (mark: () => Promise<Marked>, action?: string) => {
    setOutdated(false);
    setReopened('');
    void form.submit(
      async () => {
        try {
          onMarked(await mark());
        } catch (error) {
          if (isDataError(error) && error.code === 'conflict') setOutdated(true);
          throw error;
        }
      },
      { action },
    );
  };

  const saveGrade = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = rubric
      ? checkRubricGrade(marksToSend(rubric, chosen), form.values.feedback, { rubric, attempt: submission.attempt })
      : checkGrade(form.values, submission);
    if (!checked.ok) return form.refuse(checked.errors);
    send(async () => ({
      action: 'graded',
      submission: await api(routes.gradeSubmission, { params: { id: submission.submissionId }, body: checked.input }),
    }));
  };

  const returnWork = () => {
    if (form.submitting) return;
    const checked = checkReturn(form.values, submission);
    if (!checked.ok) return form.refuse(checked.errors);
    send(
      async () => ({
        action: 'returned',
        submission: await api(routes.returnWork, { params: { id: submission.submissionId }, body: checked.input }),
      }),
      'return',
    );
  };

  const openLatest = () =>
    void form.submit(
      async () => {
        const latest = await api(routes.getStaffSubmission, { params: { id: submission.submissionId } });
        setOutdated(false);
        setReopened(
          t('Now showing the latest version (attempt {attempt}), handed in {date}. What you typed is kept.', {
            attempt: latest.attempt,
            date: formatShortDateTime(latest.submittedAt, { programmeZone: latest.timeZone }),
          }),
        );
        onLatest(latest);
      },
      { action: 'reload' },
    );

  return (
    <form ref={formRef} className="grading-form" onSubmit={saveGrade} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{submission.state === 'graded' ? t('Change the grade') : t('Grade and feedback')}</h2>
      {rubric ? (
        <RubricMarking
          rubric={rubric}
          maxPoints={submission.maxPoints}
          chosen={chosen}
          errors={form.fieldErrors}
          onChange={choose}
        />
      ) : (
        <Field
          label={t('Grade')}
          hint={t('Out of {points} points.', { points: submission.maxPoints })}
          error={form.fieldErrors.grade}
          className="grading-form__grade"
        >
          {(control) => (
            <span className="grading-form__points">
              <input {...control} {...form.bind('grade')} inputMode="numeric" autoComplete="off" size={5} />
              <span aria-hidden="true"> {t('out of {points}', { points: submission.maxPoints })}</span>
            </span>
          )}
        </Field>
      )}
      <Field
        label={rubric ? t('Overall feedback') : t('Feedback')}
        hint={t('What the student did well and what to improve. Needed to return the work. {count}/{max} characters.', {
          count: form.values.feedback.length,
          max: FEEDBACK_MAX,
        })}
        hintBelow
        error={form.fieldErrors.feedback}
      >
        {(control) => <textarea {...control} {...form.bind('feedback')} rows={8} maxLength={FEEDBACK_MAX} />}
      </Field>
      <FailureAlert message={form.failure} />
      {outdated ? (
        <p className="grading-form__latest">
          <button type="button" className="button button--outline" onClick={openLatest} disabled={form.submitting}>
            {form.action === 'reload' ? t('Opening…') : t('Open the latest version')}
          </button>
        </p>
      ) : null}
      <SuccessNotice message={reopened} />
      <div className="review-actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.action === 'submit' ? t('Saving…') : t('Save grade')}
        </button>
        <button type="button" className="button button--outline" onClick={returnWork} disabled={form.submitting}>
          {form.action === 'return' ? t('Returning…') : t('Return for changes')}
        </button>
      </div>
      <p className="field__hint">{t('Returning the work lets the student change it and hand it in again.')}</p>
    </form>
  );
}
