import { useState, type FormEvent } from 'react';
import { api, errorMessage, routes, type RegistrationAudience, type RegistrationSettings } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { RegistrantsSection } from '@sla/portal-kit/events';
import { PortalNav } from '../PortalNav.js';
import '../events/registrationSettings.css';

const AUDIENCES: { value: RegistrationAudience; label: string }[] = [
  { value: 'public', label: msg('Anyone (name and e-mail)') },
  { value: 'alumni', label: msg('Alumni, signed in') },
  { value: 'students', label: msg('Students, signed in') },
];

/**
 * edit_content (decision 0046): an event's registration settings, then its door (registrants, CSV, check-in), which
 * staff also reach from the admin portal.
 */
export default function Registrants() {
  const { id = '' } = useParams();
  const settings = useLoad(() => api(routes.getRegistrationSettings, { params: { id } }), [id]);

  return (
    <Screen title={t(screenName('/content/events/:id/registrants'))} wide>
      <PortalNav />
      <p>
        <Link to="/content/events">{t('All events')}</Link>
      </p>
      {settings.status === 'loading' ? <Loading label={t('Loading the registration…')} /> : null}
      {settings.status === 'error' ? (
        <ErrorPanel title={t('We could not load the registration')} onRetry={settings.retry}>
          <p>{errorMessage(settings.error)}</p>
        </ErrorPanel>
      ) : null}
      {settings.status === 'ready' ? (
        <SettingsForm id={id} settings={settings.value.settings} onSaved={(saved) => settings.replace({ settings: saved })} />
      ) : null}
      {settings.status === 'ready' && settings.value.settings ? (
        <RegistrantsSection id={id} reloadWith={settings.value.settings.open} />
      ) : null}
    </Screen>
  );
}

/** Registration on or off, who may register, how many places and until when. */
function SettingsForm({
  id,
  settings,
  onSaved,
}: {
  id: string;
  settings: RegistrationSettings | null;
  onSaved: (settings: RegistrationSettings | null) => void;
}) {
  const [open, setOpen] = useState(settings?.open ?? false);
  const [audience, setAudience] = useState<RegistrationAudience>(settings?.audience ?? 'public');
  const [capacity, setCapacity] = useState(settings?.capacity?.toString() ?? '');
  const [deadline, setDeadline] = useState(settings?.deadline ? settings.deadline.slice(0, 16) : '');
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, message: null, failed: false });
    try {
      const answer = await api(routes.saveRegistrationSettings, {
        params: { id },
        body: {
          open,
          audience,
          capacity: capacity.trim() ? Number(capacity) : null,
          deadline: deadline ? new Date(`${deadline}Z`).toISOString() : null,
        },
      });
      onSaved(answer.settings);
      setState({ busy: false, message: t('Registration settings saved.'), failed: false });
    } catch (error) {
      setState({ busy: false, message: errorMessage(error), failed: true });
    }
  };

  return (
    <form className="form-card registration-settings" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('Registration on this site')}</h2>
      <label className="registration-settings__toggle">
        <input type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} />{' '}
        {t('Take registrations for this event')}
      </label>
      <fieldset>
        <legend>{t('Who may register')}</legend>
        {AUDIENCES.map((choice) => (
          <label key={choice.value} className="registration-settings__choice">
            <input
              type="radio"
              name="audience"
              value={choice.value}
              checked={audience === choice.value}
              onChange={() => setAudience(choice.value)}
            />{' '}
            {t(choice.label)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('Places (empty: no limit)')}
        <input type="number" min={1} inputMode="numeric" value={capacity} onChange={(event) => setCapacity(event.target.value)} />
      </label>
      <label>
        {t('Registration closes (UTC; empty: when the event starts)')}
        <input type="datetime-local" value={deadline} onChange={(event) => setDeadline(event.target.value)} />
      </label>
      {state.message ? (
        <p role={state.failed ? 'alert' : 'status'} className={state.failed ? 'form-problem' : 'form-success'}>
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={state.busy}>
        {state.busy ? t('Saving…') : t('Save registration settings')}
      </button>
    </form>
  );
}
