import { useState } from 'react';
import { api, routes, type CalendarItem, type StudentCalendar } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { dayIn, readerTimeZone } from '@sla/domain';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useCan } from '@sla/portal-kit';
import { Link, useSearchParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { errorMessage } from '@sla/data';
import { PortalNav } from '../PortalNav.js';
import { CalendarDownload } from '../components/CalendarDownload.js';
import { NoCohort } from '../components/NoCohort.js';
import { useNow } from '../hooks/useNow.js';
import { itemsByDay, moveBy, placeFrom, searchOf, shownRange, weekDays, type CalendarPlace } from '../calendar/calendarGrid.js';
import { monthTitle, weekTitle, zoneTitle } from '../calendar/calendarFormat.js';
import { MonthView } from '../calendar/MonthView.js';
import { WeekView } from '../calendar/WeekView.js';
import '../student.css';

/** Previous, Today and Next, and the month or week view: links, so each place has an address to share or go back to. */
function Toolbar({ place, today, title }: { place: CalendarPlace; today: string; title: string }) {
  const month = place.view === 'month';
  return (
    <div className="student-cal__bar">
      <h2 className="student-cal__title" id="calendar-title" aria-live="polite">
        {title}
      </h2>
      <div className="student-cal__controls">
        <div className="student-cal__moves" role="group" aria-label={month ? t('Move by month') : t('Move by week')}>
          <Link className="button button--outline button--small" to={searchOf(moveBy(place, -1))}>
            <span aria-hidden="true">‹</span>
            <span className="student-cal__move-words">{month ? t('Previous month') : t('Previous week')}</span>
          </Link>
          <Link className="button button--outline button--small" to={searchOf({ ...place, day: today })}>
            {t('Today')}
          </Link>
          <Link className="button button--outline button--small" to={searchOf(moveBy(place, 1))}>
            <span className="student-cal__move-words">{month ? t('Next month') : t('Next week')}</span>
            <span aria-hidden="true">›</span>
          </Link>
        </div>
        <div className="student-cal__views" role="group" aria-label={t('View')}>
          <Link
            className={`button button--small ${month ? 'button--primary' : 'button--outline'}`}
            to={searchOf({ ...place, view: 'month' })}
            aria-current={month ? 'true' : undefined}
          >
            {t('Month')}
          </Link>
          <Link
            className={`button button--small ${month ? 'button--outline' : 'button--primary'}`}
            to={searchOf({ ...place, view: 'week' })}
            aria-current={month ? undefined : 'true'}
          >
            {t('Week')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function CalendarBody({
  place,
  today,
  zone,
  items,
  loading,
}: {
  place: CalendarPlace;
  today: string;
  zone: string;
  items: readonly CalendarItem[] | null;
  loading: boolean;
}) {
  const range = shownRange(place);
  const byDay = itemsByDay(items ?? [], zone, range);
  const month = place.view === 'month';
  const week = weekDays(place.day);
  const title = month ? monthTitle(place.day) : weekTitle(week[0]!, week[6]!);
  const shown = month ? [...byDay.keys()].some((day) => day.slice(0, 7) === place.day.slice(0, 7)) : byDay.size > 0;
  return (
    <>
      <Toolbar place={place} today={today} title={title} />
      <p className="student-cal__zone">{t('Times in {zone}', { zone: zoneTitle(zone) })}</p>
      <div className="student-cal__status" role="status">
        {loading ? (
          <span className="student-muted">{t('Loading your calendar…')}</span>
        ) : items && !shown ? (
          <span className="empty-state student-cal__empty">
            {month ? t('Nothing on your calendar this month.') : t('Nothing on your calendar this week.')}
          </span>
        ) : null}
      </div>
      {month ? (
        <MonthView place={place} today={today} zone={zone} byDay={byDay} labelledBy="calendar-title" />
      ) : (
        <WeekView days={week} today={today} zone={zone} byDay={byDay} labelledBy="calendar-title" />
      )}
    </>
  );
}

/**
 * The student's calendar: their cohort's first and last days, module openings, due dates and the organisation's
 * events, a month or a week at a time, in the programme's time zone (named). The view and the day are in the address
 * (`?view=week&date=2027-03-04`), so Back, Forward and a shared link open the same place.
 */
export default function Calendar() {
  const now = useNow();
  const [params] = useSearchParams();
  // The last answer, kept while the next month loads: its programme's zone says which day is today (the reader's
  // own zone until the first answer names it), and its cohort whether there is a calendar at all.
  const [last, setLast] = useState<StudentCalendar | null>(null);
  const today = dayIn(new Date(now).toISOString(), last?.cohort?.timeZone ?? readerTimeZone());
  const place = placeFrom(params, today);
  const range = shownRange(place);
  const calendar = useLoad(() => api(routes.getStudentCalendar, { query: range }), [range.from, range.to]);
  const answer = calendar.status === 'ready' ? calendar.value : null;
  if (answer && answer !== last) setLast(answer);
  const canDownload = useCan('participate_in_programs');
  const known = answer ?? last;

  let body;
  if (calendar.status === 'error') {
    body = (
      <ErrorPanel title={t('Your calendar could not be loaded')} onRetry={calendar.retry}>
        <p>{errorMessage(calendar.error)}</p>
      </ErrorPanel>
    );
  } else if (!known) {
    body = <Loading label={t('Loading your calendar…')} />;
  } else if (!known.cohort) {
    body = <NoCohort />;
  } else {
    body = (
      <>
        <CalendarBody
          place={place}
          today={today}
          zone={known.cohort.timeZone}
          items={answer ? answer.items : null}
          loading={!answer}
        />
        {canDownload ? (
          <div className="student-cal__download">
            <CalendarDownload />
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Screen title={t(screenName('/student/calendar'))} lead={t('Your modules, due dates and events, by month or by week.')} wide>
      <PortalNav />
      {body}
    </Screen>
  );
}
