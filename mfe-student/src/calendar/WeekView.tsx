import type { CalendarItem } from '@sla/data';
import { t } from '@sla/i18n';
import { CalendarItemLine } from './CalendarItemLine.js';
import { dayLabel } from './dayLabel.js';
import { weekDayTitle } from './calendarFormat.js';

/** A week as seven days, Monday first, each with its items and their times; side by side on a wide screen, stacked on a phone. */
export function WeekView({
  days,
  today,
  zone,
  byDay,
  labelledBy,
}: {
  days: readonly string[];
  today: string;
  zone: string;
  byDay: ReadonlyMap<string, readonly CalendarItem[]>;
  labelledBy: string;
}) {
  return (
    <ol className="student-cal__week" aria-labelledby={labelledBy}>
      {days.map((day) => {
        const items = byDay.get(day) ?? [];
        return (
          <li
            key={day}
            className={`student-cal__weekday${day === today ? ' student-cal__weekday--today' : ''}`}
            aria-current={day === today ? 'date' : undefined}
          >
            <h3 className="student-cal__weekday-title" aria-label={dayLabel(day, items.length, day === today)}>
              {weekDayTitle(day)}
              {day === today ? <span className="student-cal__today-tag"> {t('Today')}</span> : null}
            </h3>
            {items.length ? (
              <ul className="student-cal__list">
                {items.map((item) => (
                  <CalendarItemLine key={`${item.kind}-${item.id}`} item={item} zone={zone} />
                ))}
              </ul>
            ) : (
              <p className="student-muted student-cal__nothing">{t('Nothing planned.')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
