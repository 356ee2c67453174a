import type { PublicEvent } from '@sla/data';
import { formatDate } from './format.js';

const part = (iso: string, options: Intl.DateTimeFormatOptions) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat('en-GB', options).format(date);
};

/** Upcoming events, soonest first, each with a calendar-leaf date the eye can scan. */
export function EventList({ events }: { events: readonly PublicEvent[] }) {
  return (
    <ol className="event-list">
      {events.map((event) => (
        <li key={event.id} className="event">
          <div className="event__leaf" aria-hidden="true">
            <span className="event__day">{part(event.startsAt, { day: 'numeric' })}</span>
            <span className="event__month">{part(event.startsAt, { month: 'short' })}</span>
          </div>
          <div className="event__body">
            <h3 className="event__title">{event.title}</h3>
            <p className="event__meta">
              <time dateTime={event.startsAt}>
                {part(event.startsAt, { weekday: 'long' })} {formatDate(event.startsAt)},{' '}
                {part(event.startsAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' })}
              </time>
              {event.location ? <span> · {event.location}</span> : null}
            </p>
            {event.summary ? <p className="event__summary">{event.summary}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
