import { errorMessage, type RegistrationEvent } from '@sla/data';
import { formatDateTime, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { registrationCounts } from '@sla/portal-kit/events';
import { Link } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { useRegistrationEvents } from '../events/useRegistrationEvents.js';
import { PortalNav } from '../PortalNav.js';
import '../events/eventDoors.css';

/**
 * Staff and admins (decision 0046): the events that take registrations on the site, soonest first, each opening its
 * registrants and the check-in at the door. Editors set who may register in the content portal.
 */
export default function EventDoors() {
  const events = useRegistrationEvents();
  return (
    <Screen
      title={t(screenName('/admin/events'))}
      lead={t('Events that take registrations on this site. Open one for its registrants, the CSV and the check-in at the door.')}
      wide
    >
      <PortalNav />
      {events.status === 'loading' ? <Loading label={t('Loading the events…')} /> : null}
      {events.status === 'error' ? (
        <ErrorPanel title={t('We could not load the events')} onRetry={events.retry}>
          <p>{errorMessage(events.error)}</p>
        </ErrorPanel>
      ) : null}
      {events.status === 'ready' && events.value.items.length === 0 ? (
        <p className="empty-state">
          {t('No event takes registrations on this site now. Editors turn registration on in an event of the content portal.')}
        </p>
      ) : null}
      {events.status === 'ready' && events.value.items.length > 0 ? (
        <ul className="event-doors">
          {events.value.items.map((event) => (
            <EventDoorRow key={event.id} event={event} />
          ))}
        </ul>
      ) : null}
    </Screen>
  );
}

function EventDoorRow({ event }: { event: RegistrationEvent }) {
  const { settings } = event;
  return (
    <li className="event-door">
      <h2 className="event-door__title">
        <Link to={`/admin/events/${event.id}`}>{event.title}</Link>
      </h2>
      <p className="event-door__when">
        {[event.startsAt ? formatDateTime(event.startsAt, { dateStyle: 'full', timeStyle: 'short' }) : null, event.location]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="event-door__counts">
        {registrationCounts(settings)}
        {settings.capacity !== null ? ` · ${t('{capacity} places', { capacity: settings.capacity })}` : ''}
        {settings.open ? '' : ` · ${t('Registration closed')}`}
      </p>
    </li>
  );
}
