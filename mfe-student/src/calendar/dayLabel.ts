import { t } from '@sla/i18n';
import { longDay } from './calendarFormat.js';

/** What a screen reader hears for a day: "Tuesday 2 March 2027, today: 2 items". */
export function dayLabel(day: string, count: number, isToday: boolean): string {
  const date = longDay(day);
  return isToday
    ? t('{date}, today: {count, plural, =0 {nothing planned} one {# item} other {# items}}', { date, count })
    : t('{date}: {count, plural, =0 {nothing planned} one {# item} other {# items}}', { date, count });
}
