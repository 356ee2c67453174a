import { useState, type FormEvent } from 'react';
import {
  api,
  errorMessage,
  routes,
  type Registrant,
  type RegistrantFilter,
  type RegistrationAudience,
  type RegistrationSettings,
} from '@sla/data';
import { downloadBlob, started, useLoad } from '@sla/data-views';
import { formatDateTime, msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import '../events/registrants.css';

const STATUS_LABELS: Record<Registrant['status'], string> = {
  registered: msg('Registered'),
  waiting: msg('Waiting list'),
  cancelled: msg('Cancelled'),
};
const FILTERS: { value: RegistrantFilter | ''; label: string }[] = [
  { value: '', label: msg('Registered and waiting') },
  { value: 'registered', label: msg('Registered') },
  { value: 'checked_in', label: msg('Checked in') },
  { value: 'waiting', label: msg('Waiting list') },
  { value: 'cancelled', label: msg('Cancelled') },
];
const AUDIENCES: { value: RegistrationAudience; label: string }[] = [
  { value: 'public', label: msg('Anyone (name and e-mail)') },
  { value: 'alumni', label: msg('Alumni, signed in') },
  { value: 'students', label: msg('Students, signed in') },
];

/**
 * edit_content (decision 0046): an event's registration settings, its registrants by name (search, status, pages),
 * the CSV, and the check-in at the door: large buttons and a count, usable on a phone.
 */
export default function Registrants() {
  const { id = '' } = useParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RegistrantFilter | ''>('');
  const [pages, setPages] = useState<string[]>([]);
  const cursor = pages.at(-1);
  const settings = useLoad(() => api(routes.getRegistrationSettings, { params: { id } }), [id]);
  const list = useLoad(
    () =>
      api(routes.listRegistrants, {
        params: { id },
        query: {
          ...(search.trim() ? { search: search.trim() } : {}),
          ...(status ? { status } : {}),
          ...(cursor ? { cursor } : {}),
        },
      }),
    [id, search, status, cursor, settings.status === 'ready' ? settings.value.settings?.open : null],
  );
  const [problem, setProblem] = useState<string | null>(null);

  const checkIn = async (registrant: Registrant) => {
    setProblem(null);
    try {
      const updated = await api(routes.checkInRegistrant, {
        params: { id, registrantId: registrant.id },
        body: { checkedIn: registrant.checkedInAt === null },
      });
      if (list.status === 'ready') {
        const arrived = updated.checkedInAt !== null ? 1 : -1;
        list.replace({
          ...list.value,
          items: list.value.items.map((item) => (item.id === updated.id ? updated : item)),
          settings: { ...list.value.settings, checkedIn: list.value.settings.checkedIn + arrived },
        });
      }
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const exportCsv = () => {
    setProblem(null);
    started(() => api(routes.exportRegistrantsCsv, { params: { id }, query: status ? { status } : {} }))
      .then((blob) => downloadBlob(blob, 'registrants.csv'))
      .catch((error: unknown) => setProblem(errorMessage(error)));
  };

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
        <section className="registrants" aria-labelledby="registrants-title">
          <h2 id="registrants-title">{t('Registrants')}</h2>
          {list.status === 'ready' ? (
            <p className="registrants__counts" role="status">
              {t('{registered} registered · {waiting} waiting · {checkedIn} checked in', {
                registered: list.value.settings.registered,
                waiting: list.value.settings.waiting,
                checkedIn: list.value.settings.checkedIn,
              })}
            </p>
          ) : null}
          <form className="registrants__filters" role="search" onSubmit={(event) => event.preventDefault()}>
            <label>
              {t('Search by name or e-mail')}
              <input
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPages([]);
                }}
              />
            </label>
            <label>
              {t('Show')}
              <select
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as RegistrantFilter | '');
                  setPages([]);
                }}
              >
                {FILTERS.map((filter) => (
                  <option key={filter.value} value={filter.value}>
                    {t(filter.label)}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="button button--outline" onClick={exportCsv}>
              {t('Export CSV')}
            </button>
          </form>
          {problem ? (
            <p role="alert" className="form-problem">
              {problem}
            </p>
          ) : null}
          {list.status === 'loading' ? <Loading label={t('Loading the registrants…')} /> : null}
          {list.status === 'error' ? (
            <ErrorPanel title={t('We could not load the registrants')} onRetry={list.retry}>
              <p>{errorMessage(list.error)}</p>
            </ErrorPanel>
          ) : null}
          {list.status === 'ready' && list.value.items.length === 0 ? <p>{t('Nobody here yet.')}</p> : null}
          {list.status === 'ready' && list.value.items.length > 0 ? (
            <ul className="registrants__list">
              {list.value.items.map((registrant) => (
                <li key={registrant.id} className="registrant">
                  <div className="registrant__who">
                    <strong>{registrant.name}</strong>
                    <span className="registrant__email">{registrant.email}</span>
                    <span className="registrant__status">
                      {registrant.checkedInAt
                        ? t('Checked in at {time}', { time: formatDateTime(registrant.checkedInAt, { timeStyle: 'short' }) })
                        : t(STATUS_LABELS[registrant.status])}
                    </span>
                  </div>
                  {registrant.status === 'registered' ? (
                    <button
                      type="button"
                      className={`button registrant__check ${registrant.checkedInAt ? 'button--outline' : 'button--primary'}`}
                      aria-pressed={registrant.checkedInAt !== null}
                      onClick={() => void checkIn(registrant)}
                    >
                      {registrant.checkedInAt
                        ? t('Undo check-in for {name}', { name: registrant.name })
                        : t('Check in {name}', { name: registrant.name })}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="link-row">
            {pages.length ? (
              <button type="button" className="button button--outline" onClick={() => setPages(pages.slice(0, -1))}>
                {t('Previous page')}
              </button>
            ) : null}
            {list.status === 'ready' && list.value.nextCursor ? (
              <button
                type="button"
                className="button button--outline"
                onClick={() => setPages([...pages, list.value.nextCursor!])}
              >
                {t('Next page')}
              </button>
            ) : null}
          </p>
        </section>
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
