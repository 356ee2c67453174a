import { localiseMessage, type TimelineEvent } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDateTime } from '../format.js';

/** What happened to an application, oldest first, each with its date. */
export function Timeline({ events, labelledBy }: { events: readonly TimelineEvent[]; labelledBy: string }) {
  if (!events.length) return <p className="field__hint">{t('Nothing has happened yet.')}</p>;
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="timeline" aria-labelledby={labelledBy}>
      {ordered.map((event, index) => (
        <li key={`${event.type}-${event.at}-${index}`} className="timeline__event">
          <span className="timeline__text">{localiseMessage(event.text)}</span>{' '}
          <time className="timeline__date" dateTime={event.at}>
            {formatDateTime(event.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** The most recent event, for a summary line. */
export function latestEvent(events: readonly TimelineEvent[]): TimelineEvent | null {
  return events.reduce<TimelineEvent | null>(
    (latest, event) => (!latest || Date.parse(event.at) >= Date.parse(latest.at) ? event : latest),
    null,
  );
}
