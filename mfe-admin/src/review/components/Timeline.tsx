import type { StaffTimelineEvent } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDateTime } from '../../format.js';

/** What happened to the application, oldest first, staff-only events included. */
export function Timeline({ events }: { events: readonly StaffTimelineEvent[] }) {
  if (events.length === 0) return <p className="field__hint">{t('Nothing has happened yet.')}</p>;
  return (
    <ol className="review-timeline">
      {events.map((event, index) => (
        <li key={`${event.type}-${event.at}-${index}`}>
          <time dateTime={event.at} className="review-timeline__time">
            {formatDateTime(event.at)}
          </time>{' '}
          {event.text}
        </li>
      ))}
    </ol>
  );
}
