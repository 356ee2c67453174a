import { useState } from 'react';
import { api, errorMessage, routes, type Registrant, type RegistrantFilter, type RegistrationSettings } from '@sla/data';
import { downloadBlob, started, useLoad } from '@sla/data-views';
import { formatDateTime, msg, t } from '@sla/i18n';
import { ErrorPanel, Loading } from '@sla/ui';
import './registrants.css';

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

/**
 * An event's door (decision 0046): its registrants by name (search, status, pages), the counts, the CSV and the
 * check-in, with large buttons for a phone. Shared by the content portal (editors, beside the settings) and the admin
 * portal (staff). `reloadWith` changes when the settings do, so the list reads them again.
 */
export function RegistrantsSection({ id, reloadWith }: { id: string; reloadWith?: unknown }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RegistrantFilter | ''>('');
  const [pages, setPages] = useState<string[]>([]);
  const cursor = pages.at(-1);
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
    [id, search, status, cursor, reloadWith],
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
          <button type="button" className="button button--outline" onClick={() => setPages([...pages, list.value.nextCursor!])}>
            {t('Next page')}
          </button>
        ) : null}
      </p>
    </section>
  );
}

/** The counts line, for a list of events as for one event's door. */
export function registrationCounts(settings: RegistrationSettings): string {
  return t('{registered} registered · {waiting} waiting · {checkedIn} checked in', {
    registered: settings.registered,
    waiting: settings.waiting,
    checkedIn: settings.checkedIn,
  });
}
