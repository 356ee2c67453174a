import { errorMessage } from '@sla/data';
import { formatDateTime, t } from '@sla/i18n';
import { RegistrantsSection } from '@sla/portal-kit/events';
import { Link, useParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { useRegistrationEvents } from '../events/useRegistrationEvents.js';
import { PortalNav } from '../PortalNav.js';
import '../events/eventDoors.css';

/** One event's door for staff (decision 0046): its registrants, the CSV and the check-in, usable on a phone. */
export default function EventDoor() {
  const { id = '' } = useParams();
  const events = useRegistrationEvents();
  const event = events.status === 'ready' ? events.value.items.find((item) => item.id === id) : undefined;
  return (
    <Screen title={event?.title ?? t('Event check-in')} wide>
      <PortalNav />
      <p>
        <Link to="/admin/events">{t('All events')}</Link>
      </p>
      {events.status === 'loading' ? <Loading label={t('Loading the event…')} /> : null}
      {events.status === 'error' ? (
        <ErrorPanel title={t('We could not load the event')} onRetry={events.retry}>
          <p>{errorMessage(events.error)}</p>
        </ErrorPanel>
      ) : null}
      {events.status === 'ready' && !event ? (
        <p className="empty-state">
          {t('This event does not take registrations on this site, or took place more than 30 days ago.')}
        </p>
      ) : null}
      {event ? (
        <>
          {event.startsAt || event.location ? (
            <p className="event-door__when event-door__when--lead">
              {[event.startsAt ? formatDateTime(event.startsAt, { dateStyle: 'full', timeStyle: 'short' }) : null, event.location]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <RegistrantsSection id={event.id} />
        </>
      ) : null}
    </Screen>
  );
}
