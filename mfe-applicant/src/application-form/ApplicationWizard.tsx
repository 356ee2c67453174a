import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@sla/router';
import {
  api,
  errorMessage,
  isDataError,
  routes,
  type AnswerValue,
  type Answers,
  type Application,
  type FieldErrors,
  type FormQuestion,
  type FormSection,
  type UploadedFile,
} from '@sla/data';
import { sectionProblems, submissionProblem, submissionProblems } from '@sla/domain';
import { msg, t } from '@sla/i18n';
import { LiveFieldset, T } from '@sla/ui';
import { formatDeadline } from '../format.js';
import { FailureAlert, useFormState } from '@sla/forms';
import { questionElementId } from './answers.js';
import { Autosave } from './autosave.js';
import { QuestionField } from './fields/QuestionField.js';
import { clearLocalCopy, startingAnswers, writeLocalCopy } from './localCopy.js';
import { ReviewStep, type EditTarget } from './ReviewStep.js';
import { SaveStatus } from './SaveStatus.js';
import { StepProgress } from './StepProgress.js';
import { stepFrom } from './steps.js';
import './wizard.css';

/** Said on the detail page after a submission (passed in the navigation's state). */
export interface SubmittedState {
  submitted: true;
}

const NOT_SAVED_BEFORE_SUBMIT = msg(
  'Your latest answers are not saved yet, so the application cannot be submitted. Check your connection, then try again.',
);

function withoutKey(errors: FieldErrors, id: string): FieldErrors {
  const rest = { ...errors };
  delete rest[id];
  return rest;
}

function onlyQuestions(errors: FieldErrors, sections: readonly FormSection[]): FieldErrors {
  const ids = new Set(sections.flatMap((section) => section.questions.map((question) => question.id)));
  return Object.fromEntries(Object.entries(errors).filter(([id]) => ids.has(id)));
}

/**
 * The application form of a draft: one step per section and a last step to check and submit, the
 * step in the address (?step=N) so a reload or the browser's Back lands where the applicant was.
 * Answers autosave as they are typed (see autosave.ts) and are kept on this device until saved.
 * Shared by the new-application and edit screens.
 */
export function ApplicationWizard({ application }: { application: Application }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const headingId = useId();
  const sections = application.form.sections;
  const total = sections.length + 1;
  // Without a step in the address, the draft continues where its applicant last was, on whichever device.
  const step = stepFrom(searchParams.get('step') ?? String(application.resumeStep), total);
  const section = sections[step - 1] ?? null;

  const [start] = useState(() => startingAnswers(application));
  const [answers, setAnswers] = useState<Answers>(start.answers);
  const [files, setFiles] = useState<UploadedFile[]>(application.files);
  // A file question counts as answered only by a file still on the application.
  const fileIds = new Set(files.map((file) => file.id));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Submitting: a refusal is told above the button, and what it says about a question also beside it.
  const submission = useFormState(
    {},
    {
      explain: (failure) =>
        isDataError(failure)
          ? { fieldErrors: onlyQuestions(failure.fieldErrors, sections), failure: errorMessage(failure) }
          : { fieldErrors: {}, failure: NOT_SAVED_BEFORE_SUBMIT },
    },
  );
  const serverErrors = submission.fieldErrors;
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const [autosave] = useState(
    () =>
      new Autosave({
        save: (changed) => api(routes.saveAnswers, { params: { id: application.id }, body: { answers: changed } }),
        keepCopy: (unsaved) => (unsaved ? writeLocalCopy(application.id, unsaved) : clearLocalCopy(application.id)),
        unsaved: start.unsaved,
      }),
  );
  const saveState = useSyncExternalStore(autosave.subscribe, autosave.getState);

  useEffect(() => {
    autosave.attach();
    return () => autosave.detach();
  }, [autosave]);

  // A new step (Next, Back, an Edit link, the browser's Back): save, then move focus to the step's
  // heading, or to the question an Edit link asked for, so keyboard and screen-reader users follow.
  const editTarget = (location.state as Partial<EditTarget> | null)?.focus;
  const shownLocation = useRef(location.key);
  useEffect(() => {
    // The first step shown needs none of this (the screen's heading has focus).
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    void autosave.flush();
    const target = editTarget ? document.getElementById(questionElementId({ id: editTarget })) : null;
    (target ?? document.getElementById(headingId))?.focus();
  }, [step, location.key, editTarget, autosave, headingId]);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const setAnswer = (question: FormQuestion, value: AnswerValue) => {
    setAnswers((prev) => ({ ...prev, [question.id]: value }));
    autosave.change(question.id, value);
    submission.clearFailure();
    submission.clearFieldErrors(question.id);
    // Once an error is showing, it follows the typing: gone when fixed, updated when it changes.
    if (errors[question.id]) {
      const error = submissionProblem(question, value, fileIds);
      setErrors((prev) => (error ? { ...prev, [question.id]: error } : withoutKey(prev, question.id)));
    }
  };

  const uploaded = (question: FormQuestion, file: UploadedFile) => {
    setFiles((prev) => [...prev.filter((item) => item.id !== file.id), file]);
    setAnswers((prev) => ({ ...prev, [question.id]: file.id }));
    setErrors((prev) => withoutKey(prev, question.id));
    submission.clearFieldErrors(question.id);
  };

  const removed = (question: FormQuestion, file: UploadedFile) => {
    setFiles((prev) => prev.filter((item) => item.id !== file.id));
    setAnswers((prev) => ({ ...prev, [question.id]: prev[question.id] === file.id ? null : (prev[question.id] ?? null) }));
  };

  const goTo = (next: number) => {
    setErrors({});
    submission.clearFailure();
    void autosave.flush();
    // Kept with the draft: "continue where you left off" opens this step. A failure only costs the place, not answers.
    api(routes.saveAnswers, { params: { id: application.id }, body: { answers: {}, step: next } }).catch(() => undefined);
    setSearchParams({ step: String(next) });
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!section) return;
    const found = sectionProblems(section, answers, fileIds);
    const first = section.questions.find((question) => found[question.id]);
    if (first) {
      setErrors(found);
      setFocusRequest({ id: questionElementId(first) });
      return;
    }
    goTo(step + 1);
  };

  const problems = section ? {} : { ...submissionProblems(application.form, answers, fileIds), ...serverErrors };
  const problemCount = Object.keys(problems).length;

  const submit = async () => {
    if (problemCount) return;
    await submission.submit(
      async () => {
        if (!(await autosave.flush())) throw new Error(NOT_SAVED_BEFORE_SUBMIT);
        await api(routes.submitApplication, { params: { id: application.id } });
        clearLocalCopy(application.id);
        navigate(`/applicant/applications/${encodeURIComponent(application.id)}`, {
          state: { submitted: true } satisfies SubmittedState,
        });
      },
      // The application's page is next: no going back to a live Submit button on the way.
      { leaving: true },
    );
  };

  const deadline = formatDeadline(application.closesAt, application.timeZone);

  return (
    <div className="wizard">
      <p className="wizard__programme">
        {deadline ? (
          <T
            message="Applying to <strong>{programme}</strong>. Submit by {deadline}."
            values={{ programme: application.program.name, deadline }}
            components={{ strong: <strong /> }}
          />
        ) : (
          <T
            message="Applying to <strong>{programme}</strong>."
            values={{ programme: application.program.name }}
            components={{ strong: <strong /> }}
          />
        )}
      </p>
      {start.restored ? (
        <p className="notice">{t('We brought back answers you typed on this device that had not been saved yet.')}</p>
      ) : null}
      <StepProgress step={step} total={total} title={section ? section.title : t('Check and submit')} headingId={headingId} />
      <SaveStatus state={saveState} onRetry={() => void autosave.flush()} />

      {section ? (
        <form noValidate onSubmit={next} aria-labelledby={headingId}>
          <LiveFieldset>
            {section.description ? <p className="wizard__description">{section.description}</p> : null}
            {section.questions.map((question) => (
              <QuestionField
                key={question.id}
                applicationId={application.id}
                question={question}
                value={answers[question.id]}
                files={files}
                error={errors[question.id] ?? serverErrors[question.id]}
                onChange={(value) => setAnswer(question, value)}
                onBlur={() => void autosave.flush()}
                onUploaded={(file) => uploaded(question, file)}
                onRemoved={(file) => removed(question, file)}
              />
            ))}
            <div className="wizard__actions">
              {step > 1 ? (
                <button type="button" className="button button--outline" onClick={() => goTo(step - 1)}>
                  {t('Back')}
                </button>
              ) : null}
              <button type="submit" className="button button--primary">
                {t('Next')}
              </button>
            </div>
          </LiveFieldset>
        </form>
      ) : (
        <>
          <ReviewStep sections={sections} answers={answers} files={files} problems={problems} />
          {problemCount ? (
            <p id={`${headingId}-blocked`} className="notice notice--error">
              {t(
                '{count, plural, one {You cannot submit yet: one answer needs attention. Each is marked above with an Edit link.} other {You cannot submit yet: # answers need attention. Each is marked above with an Edit link.}}',
                { count: problemCount },
              )}
            </p>
          ) : (
            <p id={`${headingId}-blocked`} className="field__hint">
              {t('Once you submit, you can no longer change your answers.')}
            </p>
          )}
          <FailureAlert message={submission.failure} />
          <div className="wizard__actions">
            {step > 1 ? (
              <button type="button" className="button button--outline" onClick={() => goTo(step - 1)}>
                {t('Back')}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--primary"
              disabled={problemCount > 0 || submission.submitting}
              aria-describedby={`${headingId}-blocked`}
              onClick={() => void submit()}
            >
              {submission.submitting ? t('Submitting…') : t('Submit application')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
