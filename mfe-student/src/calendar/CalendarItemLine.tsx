import type { CalendarItem } from '@sla/data';
import { t } from '@sla/i18n';
import { useCanOpen } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { StatusBadge } from '../components/StatusBadge.js';
import { assignmentPath, PATHS } from '../paths.js';
import { clockOf, KIND_LABELS } from './calendarFormat.js';

/** The screen an item opens: its assignment, the programme's modules, or the events on Get Involved. */
export function pathOf(item: CalendarItem): string {
  if (item.kind === 'assignment_due') return assignmentPath(item.id);
  if (item.kind === 'event') return PATHS.events;
  return PATHS.program;
}

/** An event keeps its English on a French page when it has no French version: marked, so it is read as English. */
const langOf = (item: CalendarItem) => (item.kind === 'event' && item.language === 'en' ? 'en' : undefined);

function Title({ item }: { item: CalendarItem }) {
  const path = pathOf(item);
  const canOpen = useCanOpen(path);
  const lang = langOf(item);
  return canOpen ? (
    <Link to={path} className="student-cal__link" lang={lang}>
      {item.title}
    </Link>
  ) : (
    <span lang={lang}>{item.title}</span>
  );
}

/** What else a reader needs of an item: the late-work rule of a due date, where an event is. */
function Details({ item }: { item: CalendarItem }) {
  if (item.kind === 'assignment_due') {
    return (
      <span className="student-cal__details">
        {item.lateAccepted ? t('Late work accepted after this time.') : t('No work taken after this time.')}{' '}
        <StatusBadge status={item.status} overdue={item.overdue} setBeforeJoining={item.setBeforeJoining} />
      </span>
    );
  }
  if (item.kind === 'event') {
    const where = item.online ? t('Online') : item.location;
    return where ? <span className="student-cal__details">{where}</span> : null;
  }
  if (item.kind === 'module_opens') {
    return <span className="student-cal__details">{t('Module {number}', { number: item.position })}</span>;
  }
  return null;
}

/**
 * One item: its time in the programme's zone (or "All day"), what it is, its title linking to its screen, and, unless
 * `compact` (a month grid's cell), its details.
 */
export function CalendarItemLine({ item, zone, compact = false }: { item: CalendarItem; zone: string; compact?: boolean }) {
  const clock = clockOf(item, zone);
  return (
    <li className={`student-cal__item student-cal__item--${item.kind.replace('_', '-')}`}>
      {clock ? (
        <time className="student-cal__time" dateTime={'at' in item ? item.at : undefined}>
          {clock}
        </time>
      ) : compact ? null : (
        <span className="student-cal__time">{t('All day')}</span>
      )}{' '}
      <span className={compact ? 'visually-hidden' : 'student-cal__kind'}>
        {t('{kind}:', { kind: t(KIND_LABELS[item.kind]) })}
      </span>{' '}
      <Title item={item} />
      {compact ? null : <Details item={item} />}
    </li>
  );
}
