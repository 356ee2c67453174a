import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, errorMessage, orNull, routes, type RegistrationOutcome, type RegistrationState } from '@sla/data';
import type { PublicEvent } from '@sla/data';
import { registrationInput } from '@sla/contract/schemas';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useActingRole } from '@sla/portal-kit';
import { Link, useParams } from '@sla/router';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { LiveFieldset, Screen } from '@sla/ui';
import { usePageData } from '../data/pageData.js';
import { check } from '../forms/check.js';
import { Honeypot } from '../forms/Honeypot.js';
import { serviceText } from '../forms/serviceText.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { EventList } from '../parts/EventList.js';
import { LoadFailed, Placeholder } from '../parts/PageStates.js';

const SCREEN = screenName('/events/:slug');

type Loaded = { event: PublicEvent; registration: RegistrationState | null; mine: RegistrationOutcome | null };
/** One event, and where it takes registrations on the site, the form to register (decision 0046). */
export default function EventPage() {
  const { slug = '' } = useParams();
  const role = useActingRole();
  const key = `/public/events/${encodeURIComponent(slug)}/registration`;
  // The site server puts this answer in the page (made for nobody signed in), so its copy shows the form at once.
  const page = usePageData(key, () => orNull(api(routes.getEventRegistration, { params: { slug } })));
  const [fresh, setFresh] = useState<{ key: string; data: Loaded } | null>(null);
  const load = useCallback(() => {
    api(routes.getEventRegistration, { params: { slug } }).then(
      (data) => setFresh({ key, data }),
      () => page.retry(),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, slug]);
  // A signed-in person's own registration is read again (and whenever they sign in or out).
  useEffect(() => {
    if (role) load();
  }, [role, load]);
  const data = fresh?.key === key ? fresh.data : page.data;

  if (page.status === 'loading') {
    return (
      <Screen title={t(SCREEN)}>
        <Placeholder label={t('Loading the event…')} shape="article" />
      </Screen>
    );
  }
  if (page.status === 'error') {
    return (
      <Screen title={t(SCREEN)}>
        <LoadFailed title={t('We could not load this event')} error={page.error} retry={page.retry} />
      </Screen>
    );
  }
  if (!data) {
    return (
      <Screen
        title={t('Event not found')}
        lead={t('We could not find an event at this address. It may have moved, or the link may be mistyped.')}
      >
        <p className="link-row">
          <Link to="/">{t('Go to the home page')}</Link>
        </p>
      </Screen>
    );
  }
  const { event } = data;
  return (
    <Screen title={event.title}>
      <EventList events={[event]} showPageLink={false} />
      <p className="link-row">
        <a href={`/api/public/events/${encodeURIComponent(event.slug)}/calendar.ics`} download>
          {t('Add to my calendar (.ics)')}
        </a>
      </p>
      {data.registration ? <Registration slug={slug} data={data} signedIn={role !== null} onChange={load} /> : null}
    </Screen>
  );
}

const AUDIENCE_NOTE = {
  public: null,
  alumni: msg('This event is for alumni: sign in to your alumni account to register.'),
  students: msg('This event is for students: sign in to your student account to register.'),
} as const;

function Registration({
  slug,
  data,
  signedIn,
  onChange,
}: {
  slug: string;
  data: Loaded;
  signedIn: boolean;
  onChange: () => void;
}) {
  const registration = data.registration!;
  const form = useFormState({ name: '', email: '', website: '' });
  const [done, setDone] = useState<string | null>(null);
  const [cancelProblem, setCancelProblem] = useState<string | null>(null);
  const full = registration.state === 'full';

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (form.submitting) return;
    const body = signedIn ? {} : { name: form.values.name, email: form.values.email, website: form.values.website || undefined };
    const checked = check(registrationInput, body);
    if (!checked.ok) return form.refuse(checked.errors);
    if (!signedIn && (!form.values.name.trim() || !form.values.email.trim()))
      return form.refuse({
        ...(form.values.name.trim() ? {} : { name: t('Enter your name.') }),
        ...(form.values.email.trim() ? {} : { email: t('Enter your e-mail address.') }),
      });
    void form.submit(async () => {
      const answer = await api(routes.registerForEvent, { params: { slug }, body: checked.input });
      setDone(answer.message);
      if (signedIn) onChange();
    });
  };

  const cancel = async () => {
    setCancelProblem(null);
    try {
      setDone((await api(routes.cancelMyRegistration, { params: { slug } })).message);
      onChange();
    } catch (error) {
      setCancelProblem(errorMessage(error));
    }
  };

  return (
    <section className="form-card form-card--wide event-registration" aria-labelledby="event-registration-title">
      <h2 id="event-registration-title" className="form-card__title">
        {t('Register')}
      </h2>
      {done ? (
        <p role="status" className="event-registration__done">
          {serviceText(done)}
        </p>
      ) : null}
      {data.mine ? (
        <>
          <p>{serviceText(data.mine.message)}</p>
          <FormProblem message={cancelProblem} />
          <button type="button" className="button button--outline" onClick={() => void cancel()}>
            {data.mine.status === 'waiting' ? t('Leave the waiting list') : t('Cancel my registration')}
          </button>
        </>
      ) : registration.state === 'closed' ? (
        <p>{t('Registration for this event has closed.')}</p>
      ) : done && !signedIn ? null : (
        <form onSubmit={onSubmit} noValidate>
          {/* Typed into before the live page replaced the server's copy, a field would lose its text. */}
          <LiveFieldset>
            <p>
              {registration.placesLeft === null
                ? t('Places are open.')
                : full
                  ? t(
                      'The event is full. You can join the waiting list: if a place frees up, the first on the list gets it and is told by e-mail.',
                    )
                  : t('{count, plural, one {# place left.} other {# places left.}}', { count: registration.placesLeft })}
            </p>
            {AUDIENCE_NOTE[registration.audience] ? <p>{t(AUDIENCE_NOTE[registration.audience]!)}</p> : null}
            <FormProblem message={form.failure} />
            {signedIn ? null : (
              <>
                <Field label={t('Your name')} error={form.fieldErrors.name}>
                  {(control) => <input {...control} required autoComplete="name" {...form.bind('name')} />}
                </Field>
                <Field
                  label={t('E-mail address')}
                  hint={t('We send your confirmation and a link to cancel here.')}
                  error={form.fieldErrors.email}
                >
                  {(control) => (
                    <input {...control} required type="email" autoComplete="email" spellCheck={false} {...form.bind('email')} />
                  )}
                </Field>
                <Honeypot value={form.values.website} onChange={(value) => form.setValue('website', value)} />
              </>
            )}
            {registration.audience !== 'public' && !signedIn ? (
              <Link className="button button--primary" to={`/login?redirect=${encodeURIComponent(`/events/${slug}`)}`}>
                {t('Sign in to register')}
              </Link>
            ) : (
              <SubmitButton busy={form.submitting} busyLabel={t('Registering…')}>
                {full ? t('Join the waiting list') : t('Register')}
              </SubmitButton>
            )}
          </LiveFieldset>
        </form>
      )}
    </section>
  );
}
