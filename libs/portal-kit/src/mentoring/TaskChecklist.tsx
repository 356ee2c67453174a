import { useId, useRef, useState, type FormEvent } from 'react';
import { api, routes, type MentorTask } from '@sla/data';
import { fieldErrors, mentorTaskInput } from '@sla/contract/schemas';
import { FailureAlert, Field, useFormState } from '@sla/forms';
import { formatNumber, t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { refusalWords } from '../messaging/refusalWords.js';
import { explainRefusal } from './words.js';

const TITLE_MAX = 300;

/** The tasks a student and their mentor agreed on: tick one off (or back), remove one, add one; read only once `ended`. */
export function TaskChecklist({
  mentorshipId,
  initial,
  ended = false,
}: {
  mentorshipId: string;
  initial: readonly MentorTask[];
  ended?: boolean;
}) {
  const id = useId();
  const [tasks, setTasks] = useState<MentorTask[]>(() => [...initial]);
  // The tasks being changed, whose controls wait for the answer; and what went wrong with the last change.
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const done = tasks.filter((task) => task.doneAt).length;

  /** Changes `task` with `work`; a refusal is said with `failed`, given the task's title and the service's reason. */
  const change = (task: MentorTask, failed: (values: { task: string; reason: string }) => string, work: () => Promise<void>) => {
    if (busy.has(task.id)) return;
    setBusy((current) => new Set(current).add(task.id));
    setFailure(null);
    work()
      .catch((error: unknown) => setFailure(failed({ task: task.title, reason: refusalWords(error) })))
      .finally(() =>
        setBusy((current) => {
          const next = new Set(current);
          next.delete(task.id);
          return next;
        }),
      );
  };

  const tick = (task: MentorTask, isDone: boolean) =>
    change(
      task,
      (values) =>
        isDone ? t('“{task}” could not be ticked off. {reason}', values) : t('“{task}” could not be unticked. {reason}', values),
      async () => {
        const saved = await api(routes.setMentorTaskDone, {
          params: { id: mentorshipId, taskId: task.id },
          body: { done: isDone },
        });
        setTasks((current) => current.map((item) => (item.id === saved.id ? saved : item)));
      },
    );

  const remove = (task: MentorTask) =>
    change(
      task,
      (values) => t('“{task}” could not be removed. {reason}', values),
      async () => {
        await api(routes.removeMentorTask, { params: { id: mentorshipId, taskId: task.id } });
        setTasks((current) => current.filter((item) => item.id !== task.id));
      },
    );

  return (
    <section className="mentoring-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mentoring-card__title">
        {t('Agreed tasks')}
      </h2>
      {tasks.length ? (
        <>
          <p className="mentoring-tasks__count">
            {t('{done} of {count} done', { done: formatNumber(done), count: formatNumber(tasks.length) })}
          </p>
          <ul className="mentoring-tasks">
            {tasks.map((task) => (
              <li key={task.id} className={task.doneAt ? 'mentoring-task mentoring-task--done' : 'mentoring-task'}>
                <label className="choice mentoring-task__choice">
                  <input
                    type="checkbox"
                    checked={task.doneAt !== null}
                    disabled={ended || busy.has(task.id)}
                    onChange={(event) => tick(task, event.target.checked)}
                  />
                  <span>
                    {task.title}
                    {task.doneAt ? (
                      <span className="mentoring-task__done"> {t('Done {date}', { date: formatDate(task.doneAt) })}</span>
                    ) : null}
                  </span>
                </label>
                {ended ? null : (
                  <button
                    type="button"
                    className="link-button mentoring-task__remove"
                    aria-label={t('Remove “{task}”', { task: task.title })}
                    disabled={busy.has(task.id)}
                    onClick={() => remove(task)}
                  >
                    {t('Remove')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="empty-state">
          {ended
            ? t('No tasks were agreed.')
            : t('No tasks yet. Add the steps you agreed on, and tick them off as they are done.')}
        </p>
      )}
      <FailureAlert message={failure} />
      {ended ? null : <AddTask mentorshipId={mentorshipId} onAdded={(task) => setTasks((current) => [...current, task])} />}
    </section>
  );
}

function AddTask({ mentorshipId, onAdded }: { mentorshipId: string; onAdded: (task: MentorTask) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState({ title: '' }, { formRef, explain: explainRefusal, shown: (name) => name === 'title' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = mentorTaskInput.safeParse(form.values);
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => {
      onAdded(await api(routes.addMentorTask, { params: { id: mentorshipId }, body: checked.data }));
      form.reset({ title: '' });
    });
  };

  return (
    <form ref={formRef} className="mentoring-form mentoring-form--inline" onSubmit={submit} noValidate>
      <Field label={t('New task')} error={form.fieldErrors.title}>
        {(control) => <input {...control} {...form.bind('title')} maxLength={TITLE_MAX} autoComplete="off" />}
      </Field>
      <button type="submit" className="button button--outline" disabled={form.submitting}>
        {form.submitting ? t('Adding…') : t('Add task')}
      </button>
      <FailureAlert message={form.failure} />
    </form>
  );
}
