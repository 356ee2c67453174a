import { useId, useRef, useState } from 'react';
import { api, routes, type StudentAssignment } from '@sla/data';
import { LEARNING_MESSAGES } from '@sla/contract/schemas';
import { acceptedUploadTypes, uploadHint } from '@sla/domain';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { formatNumber, t } from '@sla/i18n';
import { formatFileSize, formatPercent } from '../format.js';
import { MOST_FILES, usePendingFiles } from '../hooks/usePendingFiles.js';

export interface HandInFormProps {
  assignment: StudentAssignment;
  now: number;
  onHandedIn: (assignment: StudentAssignment) => void;
}

const FILE_FIELDS = (name: string) => name === 'fileIds' || name.startsWith('fileIds.');

/**
 * Handing work in (again): the typed answer where the assignment takes one, files where it takes files (earlier
 * ones kept unless left out, new ones uploaded first), and the button. The service decides on its own clock and
 * says why in words when it refuses; each refusal shows beside the control it is about.
 */
export function HandInForm({ assignment, now, onHandedIn }: HandInFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const filesHintId = useId();
  const earlier = assignment.submission?.files ?? [];
  const takesFiles = assignment.fileTypes.length > 0;
  const again = assignment.submission !== null;
  const form = useFormState(
    { text: assignment.submission?.text ?? '' },
    { formRef, shown: (name) => (name === 'text' && assignment.textAnswer) || (takesFiles && FILE_FIELDS(name)) },
  );
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set(earlier.map((file) => file.id)));
  const pending = usePendingFiles(assignment);
  const fileIds = [...earlier.filter((file) => kept.has(file.id)), ...pending.files].map((file) => file.id);
  const fileError = Object.entries(form.fieldErrors).find(([name]) => FILE_FIELDS(name))?.[1];
  const pastDue = Date.parse(assignment.dueAt) < now;

  const handIn = () => {
    const text = assignment.textAnswer ? form.values.text.trim() : '';
    if (!text && fileIds.length === 0) {
      form.refuse(
        {},
        takesFiles && assignment.textAnswer
          ? t('Add a file or type your answer before handing in.')
          : takesFiles
            ? t('Add a file before handing in.')
            : t('Type your answer before handing in.'),
      );
      return;
    }
    if (fileIds.length > MOST_FILES) {
      form.refuse({ fileIds: t('{problem} Leave some out or remove them.', { problem: t(LEARNING_MESSAGES.chooseFiles) }) });
      return;
    }
    void form.submit(async () =>
      onHandedIn(await api(routes.handIn, { params: { id: assignment.id }, body: { text, fileIds } })),
    );
  };

  return (
    <form
      ref={formRef}
      className="student-hand-in"
      noValidate
      aria-label={again ? t('Hand in again') : t('Hand in your work')}
      onSubmit={(event) => {
        event.preventDefault();
        handIn();
      }}
    >
      {pastDue ? (
        <p className="notice student-late-note">
          {t('The due date has passed. You can still hand in, but the work will be marked late.')}
        </p>
      ) : null}

      {assignment.textAnswer ? (
        <Field
          label={t('Your answer')}
          hint={t('Up to {count} characters.', { count: formatNumber(20000) })}
          error={form.fieldErrors.text}
          optional={takesFiles}
        >
          {(control) => <textarea {...control} {...form.bind('text')} rows={10} maxLength={20000} />}
        </Field>
      ) : null}

      {takesFiles ? (
        <fieldset className="student-hand-in__files" aria-describedby={filesHintId}>
          <legend>{t('Files')}</legend>
          <p className="field__hint" id={filesHintId}>
            {t('{rules} Up to {count} files.', {
              rules: uploadHint({ accept: assignment.fileTypes, maxSizeMb: assignment.maxFileMb }),
              count: MOST_FILES,
            })}
          </p>
          {earlier.length + pending.files.length > 0 ? (
            <ul className="student-files student-files--editable" aria-label={t('Files to hand in')}>
              {earlier.map((file) => (
                <li key={file.id} className="student-files__item">
                  <label className="student-files__keep">
                    <input
                      type="checkbox"
                      checked={kept.has(file.id)}
                      onChange={(event) => {
                        const next = new Set(kept);
                        if (event.target.checked) next.add(file.id);
                        else next.delete(file.id);
                        setKept(next);
                        form.clearFieldErrors(FILE_FIELDS);
                      }}
                    />{' '}
                    {file.name}
                  </label>
                  <span className="student-files__meta">
                    {formatFileSize(file.size)} · {t('handed in before')}
                    {kept.has(file.id) ? '' : ` · ${t('left out')}`}
                  </span>
                </li>
              ))}
              {pending.files.map((file) => (
                <li key={file.id} className="student-files__item">
                  <span className="student-files__name">{file.name}</span>
                  <span className="student-files__meta">
                    {formatFileSize(file.size)} · {t('ready to hand in')}
                  </span>
                  <button
                    type="button"
                    className="button button--outline button--small"
                    aria-label={t('Remove {name}', { name: file.name })}
                    disabled={pending.removing === file.id || form.submitting}
                    onClick={() => {
                      form.clearFieldErrors(FILE_FIELDS);
                      pending.remove(file);
                    }}
                  >
                    {pending.removing === file.id ? t('Removing…') : t('Remove')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <Field
            label={pending.files.length + earlier.length > 0 ? t('Add more files') : t('Add files')}
            error={pending.problems.join(' ') || fileError}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                multiple
                accept={acceptedUploadTypes({ accept: assignment.fileTypes }).join(',')}
                disabled={Boolean(pending.upload) || form.submitting}
                onChange={(event) => {
                  const chosen = Array.from(event.target.files ?? []);
                  // Cleared so that choosing the same file again (after fixing it) still counts as a choice.
                  event.target.value = '';
                  form.clearFieldErrors(FILE_FIELDS);
                  void pending.add(chosen);
                }}
              />
            )}
          </Field>
          {pending.upload ? (
            <div className="student-upload">
              <label htmlFor={`${filesHintId}-progress`}>{t('Uploading {name}', { name: pending.upload.name })}</label>
              <progress id={`${filesHintId}-progress`} max={100} value={pending.upload.percent}>
                {formatPercent(pending.upload.percent)}
              </progress>
              <span aria-hidden="true">{formatPercent(pending.upload.percent)}</span>
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <div className="student-hand-in__actions">
        <FormProblem message={form.failure} />
        <button type="submit" className="button button--primary" disabled={form.submitting || Boolean(pending.upload)}>
          {form.submitting ? t('Handing in…') : again ? t('Hand in again') : t('Hand in')}
        </button>
      </div>
    </form>
  );
}
