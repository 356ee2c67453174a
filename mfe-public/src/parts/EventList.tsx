import type { PublicEvent } from '@sla/data';
import { Link } from '@sla/router';
import { t } from '@sla/i18n';
import { CLOCK_FORMAT, dateFormatter, parseInstant, T } from '@sla/ui';
import { InEnglishTag, textLang } from './contentLanguage.js';
import { formatDate, zoneName } from './format.js';

/** Part of an event's date, in the zone it is announced in: the server's page and the browser's agree, and so do readers. */
const part = (iso: string, options: Intl.DateTimeFormatOptions, timeZone: string) => {
  const date = parseInstant(iso);
  return date ? dateFormatter(options, timeZone).format(date) : '';
};

/** "Online", the place, or nothing said. */
const whereOf = (event: PublicEvent) => (event.online ? t('Online') : event.location);

/** Upcoming events, soonest first, each with a calendar-leaf date the eye can scan. */
export function EventList({ events, showPageLink = true }: { events: readonly PublicEvent[]; showPageLink?: boolean }) {
  return (
    <ol className="event-list">
      {events.map((event) => {
        const zone = event.timeZone;
        const where = whereOf(event);
        // An event without a French version keeps its English on a French page, marked as such.
        const lang = textLang(event.language);
        return (
          <li key={event.id} className="event">
            <div className="event__leaf" aria-hidden="true">
              <span className="event__day">{part(event.startsAt, { day: 'numeric' }, zone)}</span>
              <span className="event__month">{part(event.startsAt, { month: 'short' }, zone)}</span>
            </div>
            <div className="event__body">
              <h3 className="event__title" lang={lang}>
                {event.title}
              </h3>
              <p className="event__meta">
                <time dateTime={event.startsAt}>
                  {t('{weekday} {date}, {time} {zone}', {
                    weekday: part(event.startsAt, { weekday: 'long' }, zone),
                    date: formatDate(event.startsAt, zone),
                    time: part(event.startsAt, CLOCK_FORMAT, zone),
                    zone: zoneName(zone),
                  })}
                </time>
                {where ? <span lang={event.online ? undefined : lang}> · {where}</span> : null}{' '}
                <InEnglishTag language={event.language} />
              </p>
              {event.summary ? (
                <p className="event__summary" lang={lang}>
                  {event.summary}
                </p>
              ) : null}
              {showPageLink ? (
                <p className="event__register">
                  <Link to={`/events/${encodeURIComponent(event.slug)}`}>
                    <T
                      message="More <hidden>about {event}</hidden>"
                      values={{ event: event.title }}
                      components={{ hidden: <span className="visually-hidden" /> }}
                    />
                  </Link>
                </p>
              ) : null}
              {event.registrationUrl ? (
                <p className="event__register">
                  {/* Another site: it learns nothing of this page, and cannot reach back into it. */}
                  <a href={event.registrationUrl} rel="noopener noreferrer">
                    <T
                      message="Register <hidden>for {event}</hidden>"
                      values={{ event: event.title }}
                      components={{ hidden: <span className="visually-hidden" /> }}
                    />
                  </a>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
