import { useId, useRef, useState, type FormEvent } from 'react';
import { api, routes, type MentorCheckin } from '@sla/data';
import { checkinInput, fieldErrors } from '@sla/contract/schemas';
import { FailureAlert, Field, SuccessNotice, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { formatCalendarDate } from '@sla/ui';
import { explainRefusal, personName, todayOn } from './words.js';

const NOTES_MAX = 5000;

/** Latest meeting first; two on the same day, the one written later first. */
const newestFirst = (a: MentorCheckin, b: MentorCheckin) =>
  b.metOn.localeCompare(a.metOn) || b.createdAt.localeCompare(a.createdAt);

/** The check-ins either side recorded (when they met, notes, next steps), and a form to add one until it has `ended`. */
export function CheckinLog({
  mentorshipId,
  initial,
  ended = false,
}: {
  mentorshipId: string;
  initial: readonly MentorCheckin[];
  ended?: boolean;
}) {
  const id = useId();
  const [checkins, setCheckins] = useState<MentorCheckin[]>(() => [...initial].sort(newestFirst));
  return (
    <section className="mentoring-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mentoring-card__title">
        {t('Check-ins')}
      </h2>
      {checkins.length ? (
        <ol className="mentoring-checkins">
          {checkins.map((checkin) => (
            <li key={checkin.id} className="mentoring-checkin">
              <h3 className="mentoring-checkin__date">
                <time dateTime={checkin.metOn}>{formatCalendarDate(checkin.metOn)}</time>
              </h3>
              <p className="mentoring-checkin__author">
                {t('Written by {name}', { name: personName({ displayName: checkin.authorName }) })}
              </p>
              <p className="mentoring-text">{checkin.notes}</p>
              {checkin.nextSteps ? (
                <>
                  <p className="mentoring-checkin__label">{t('Next steps')}</p>
                  <p className="mentoring-text">{checkin.nextSteps}</p>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty-state">
          {ended
            ? t('No check-ins were written.')
            : t('No check-ins yet. After you meet, note what you talked about and the next steps.')}
        </p>
      )}
      {ended ? null : (
        <AddCheckin
          mentorshipId={mentorshipId}
          onAdded={(checkin) => setCheckins((current) => [...current, checkin].sort(newestFirst))}
        />
      )}
    </section>
  );
}

function AddCheckin({ mentorshipId, onAdded }: { mentorshipId: string; onAdded: (checkin: MentorCheckin) => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = ['metOn', 'notes', 'nextSteps'];
  const form = useFormState(
    { metOn: todayOn(), notes: '', nextSteps: '' },
    { formRef, explain: explainRefusal, shown: (name) => fields.includes(name) },
  );
  const [added, setAdded] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    setAdded('');
    const checked = checkinInput.safeParse(form.values);
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => {
      onAdded(await api(routes.addCheckin, { params: { id: mentorshipId }, body: checked.data }));
      form.reset({ notes: '', nextSteps: '' });
      setAdded(t('Check-in of {date} added.', { date: formatCalendarDate(checked.data.metOn) }));
    });
  };

  return (
    <form ref={formRef} className="mentoring-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mentoring-form__title">
        {t('Add a check-in')}
      </h3>
      <Field label={t('Date you met')} error={form.fieldErrors.metOn} required>
        {(control) => <input {...control} {...form.bind('metOn')} type="date" />}
      </Field>
      <Field label={t('Notes')} hint={t('What you talked about.')} error={form.fieldErrors.notes} required>
        {(control) => <textarea {...control} {...form.bind('notes')} rows={4} maxLength={NOTES_MAX} />}
      </Field>
      <Field label={t('Next steps')} error={form.fieldErrors.nextSteps} optional>
        {(control) => <textarea {...control} {...form.bind('nextSteps')} rows={3} maxLength={NOTES_MAX} />}
      </Field>
      <FailureAlert message={form.failure} />
      <SuccessNotice message={added} />
      <button type="submit" className="button button--primary" disabled={form.submitting}>
        {form.submitting ? t('Adding…') : t('Add check-in')}
      </button>
    </form>
  );
}
