import type { CalendarItem } from '@sla/data';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { CalendarItemLine } from './CalendarItemLine.js';
import { dayLabel } from './dayLabel.js';
import { dayOfMonth, longDay, weekdayNames } from './calendarFormat.js';
import { monthWeeks, sameMonth, searchOf, type CalendarPlace } from './calendarGrid.js';

/** At most this many items are drawn in a cell; the rest are counted ("+2 more", which opens the day). */
const IN_A_CELL = 3;

/**
 * A month as a table: weekdays as column headers, a row per week, each day with its items. On a wide screen the items
 * are in the cells; on a phone (student.css) the cells show dots and the chosen day's items are listed under the
 * grid, as phone calendars do. Each day's number links to that day (it becomes the chosen one), and says how many
 * items the day has.
 */
export function MonthView({
  place,
  today,
  zone,
  byDay,
  labelledBy,
}: {
  place: CalendarPlace;
  today: string;
  zone: string;
  byDay: ReadonlyMap<string, readonly CalendarItem[]>;
  labelledBy: string;
}) {
  const weeks = monthWeeks(place.day);
  const names = weekdayNames(weeks[0]!);
  const chosen = byDay.get(place.day) ?? [];
  return (
    <>
      <table className="student-cal__month" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name.long} scope="col">
                <span aria-hidden="true">{name.short}</span>
                <span className="visually-hidden">{name.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const items = byDay.get(day) ?? [];
                const classes = [
                  'student-cal__cell',
                  sameMonth(day, place.day) ? '' : 'student-cal__cell--outside',
                  day === today ? 'student-cal__cell--today' : '',
                  day === place.day ? 'student-cal__cell--chosen' : '',
                ].filter(Boolean);
                return (
                  <td key={day} className={classes.join(' ')} aria-current={day === today ? 'date' : undefined}>
                    <Link
                      to={searchOf({ view: 'month', day })}
                      replace
                      className="student-cal__daynum"
                      aria-label={dayLabel(day, items.length, day === today)}
                    >
                      {dayOfMonth(day)}
                    </Link>
                    {items.length ? (
                      <span className="student-cal__dots" aria-hidden="true">
                        {items.slice(0, IN_A_CELL).map((item, index) => (
                          <span key={index} className={`student-cal__dot student-cal__dot--${item.kind.replace('_', '-')}`} />
                        ))}
                      </span>
                    ) : null}
                    {items.length ? (
                      <ul className="student-cal__items">
                        {items.slice(0, IN_A_CELL).map((item) => (
                          <CalendarItemLine key={`${item.kind}-${item.id}`} item={item} zone={zone} compact />
                        ))}
                        {items.length > IN_A_CELL ? (
                          <li className="student-cal__more">
                            <Link to={searchOf({ view: 'week', day })}>
                              {t('+{count} more', { count: items.length - IN_A_CELL })}
                            </Link>
                          </li>
                        ) : null}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section className="student-cal__chosen" aria-labelledby="calendar-chosen-day">
        <h3 id="calendar-chosen-day">{longDay(place.day)}</h3>
        {chosen.length ? (
          <ul className="student-cal__list">
            {chosen.map((item) => (
              <CalendarItemLine key={`${item.kind}-${item.id}`} item={item} zone={zone} />
            ))}
          </ul>
        ) : (
          <p className="student-muted">{t('Nothing planned on this day.')}</p>
        )}
      </section>
    </>
  );
}
