import { Link } from '@sla/router';
import { useId } from 'react';
import { api, routes, type EditorEvent } from '@sla/data';
import { KeysetListFooter, LoadState, StackedTableRegion } from '@sla/data-views';
import { t } from '@sla/i18n';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { formatInZone } from '../editor/format.js';
import { useLivePages } from '../overview/useLivePages.js';
import { isPast } from './isPast.js';

const fetchEvents = (query: { cursor?: string; limit?: number }) => api(routes.listEditorEvents, { query });
const NO_QUERY = {};

/** Where visitors see it, or why they do not. */
function Visibility({ event, past }: { event: EditorEvent; past: boolean }) {
  if (past) return <span className="badge">{t('Past — no longer on the public site')}</span>;
  if (event.status === 'published') return <span className="badge badge--success">{t('On the public site')}</span>;
  return <span className="badge badge--warning">{t('Draft — not on the site')}</span>;
}

function EventTable({
  title,
  caption,
  events,
  now,
  onOpen,
}: {
  title: string;
  /** Names the table for screen readers: "Upcoming events". */
  caption: string;
  events: readonly EditorEvent[];
  now: Date;
  onOpen: (event: EditorEvent) => void;
}) {
  const id = useId();
  return (
    <section className="event-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="event-group__title">
        {title}
      </h2>
      <StackedTableRegion caption={caption}>
        <thead>
          <tr>
            <th scope="col">{t('Event')}</th>
            <th scope="col">{t('When')}</th>
            <th scope="col">{t('Where')}</th>
            <th scope="col">{t('On the site')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" className="data-table__wrap">
                {event.title}
                <br />
                <code className="data-table__muted">{event.slug}</code>
              </th>
              <td className="data-table__wrap">{formatInZone(event.startsAt, event.timeZone)}</td>
              <td className="data-table__wrap">{event.online ? t('Online') : event.location || '—'}</td>
              <td>
                <Visibility event={event} past={isPast(event, now)} />
              </td>
              <td className="data-table__actions">
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={t('Edit {name}', { name: event.title })}
                  onClick={() => onOpen(event)}
                >
                  {t('Edit')}
                </button>{' '}
                <Link
                  className="button button--outline button--small"
                  to={`/content/events/${encodeURIComponent(event.id)}/registrants`}
                  aria-label={t('Registration for {name}', { name: event.title })}
                >
                  {t('Registration')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTableRegion>
    </section>
  );
}

/** Every event, upcoming ones first, then past ones (marked, since visitors no longer see them). */
export function EventList({
  canCreate,
  onOpen,
  onNew,
}: {
  canCreate: boolean;
  onOpen: (event: EditorEvent) => void;
  onNew: () => void;
}) {
  const list = useLivePages(fetchEvents, NO_QUERY);
  const live = useLiveChanges(['event'], list.refresh, list.refresh);
  const now = new Date();

  return (
    <>
      <div className="content-bar">
        <div className="content-bar__actions">
          {canCreate ? (
            <button type="button" className="button button--primary" onClick={onNew}>
              {t('New event')}
            </button>
          ) : null}
        </div>
        <LiveBadge state={live} />
      </div>
      <LoadState
        state={list}
        loadingLabel={t('Loading events…')}
        errorTitle={t('The events could not be loaded')}
        isEmpty={(ready) => ready.items.length === 0}
        empty={
          <p className="empty-state">{canCreate ? t('No events yet. Add the first with “New event”.') : t('No events yet.')}</p>
        }
      >
        {(ready) => {
          const upcoming = ready.items.filter((event) => !isPast(event, now));
          const past = ready.items.filter((event) => isPast(event, now));
          return (
            <>
              {upcoming.length ? (
                <EventTable title={t('Upcoming')} caption={t('Upcoming events')} events={upcoming} now={now} onOpen={onOpen} />
              ) : (
                <p className="empty-state">{t('No upcoming events. Visitors see none on the site until one is added.')}</p>
              )}
              {past.length ? (
                <EventTable title={t('Past')} caption={t('Past events')} events={past} now={now} onOpen={onOpen} />
              ) : null}
              <KeysetListFooter
                list={ready}
                noun={[t('event'), t('events')]}
                moreLabel={t('Load more')}
                more={t('more available')}
              />
            </>
          );
        }}
      </LoadState>
    </>
  );
}
