import { addDays, daysBetween as daysApart, isDay } from '../time/calendarDays.js';
import { isoToZonedLocal, zonedLocalToIso } from '../time/zonedTime.js';

/**
 * Copying a cohort's modules and assignments into a later cohort of the same programme (issue 31): every date moves by
 * the number of days between the two cohorts' start dates, at the same time of day in the programme's zone. The admin
 * portal's preview and the data service's copy both plan with planCohortCopy, so what staff confirm is what is written.
 *
 * A date the shift puts before the new cohort starts or after it ends is kept as shifted (the shift is the rule staff
 * asked for, and the same distance from the start is usually what they want), and marked, so the preview warns and
 * they can move it after copying.
 */

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** The calendar days of two cohorts (“2027-09-01”), as cohorts store them. */
export interface CohortDays {
  startsOn: string;
  endsOn: string;
}

/** Where a shifted date falls against the new cohort's dates, in the programme's zone. */
export type DateFit = 'within' | 'beforeStart' | 'afterEnd';

/** Something dated that a copy moves: a module (its opening) or an assignment (its due date). */
export interface DatedItem {
  id: string;
  title: string;
  /** The instant, ISO. */
  at: string;
}

/** One item of the plan: its date in the earlier cohort and in the new one, and whether the new one fits. */
export interface PlannedDate {
  id: string;
  title: string;
  from: string;
  to: string;
  fit: DateFit;
}

export interface CohortCopyPlan {
  /** Days every date moves (negative: earlier). */
  days: number;
  modules: PlannedDate[];
  assignments: PlannedDate[];
  /** How many new dates fall before the new cohort starts or after it ends. */
  outside: number;
}

/** Whole days from one calendar day to another ("2026-09-01" to "2027-09-06" is 370); null if either is not a date. */
export function cohortDaysApart(from: string, to: string): number | null {
  return isDay(from) && isDay(to) ? daysApart(from, to) : null;
}

/**
 * The instant `iso` moved by `days` calendar days at the same time of day in `zone`, so a module that opened at 09:00
 * Lagos time opens at 09:00 Lagos time, whatever clock changes lie between (seconds are kept). An unknown zone moves by
 * whole 24-hour days.
 */
export function shiftByDays(iso: string, days: number, zone: string): string {
  const time = Date.parse(iso);
  const local = isoToZonedLocal(iso, zone);
  if (!local) return new Date(time + days * DAY).toISOString();
  const [day = '', clock = ''] = local.split('T');
  const moved = zonedLocalToIso(`${addDays(day, days)}T${clock}`, zone);
  if (!moved) return new Date(time + days * DAY).toISOString();
  // The wall clock is read to the minute; the seconds and milliseconds past it stay as they were.
  const past = ((time % MINUTE) + MINUTE) % MINUTE;
  return new Date(Date.parse(moved) + past).toISOString();
}

/** Where the instant `iso` falls against the cohort's days, by the calendar day it is in `zone`. */
export function dateFit(iso: string, zone: string, cohort: CohortDays): DateFit {
  const day = (isoToZonedLocal(iso, zone) || new Date(Date.parse(iso)).toISOString()).slice(0, 10);
  if (day < cohort.startsOn) return 'beforeStart';
  if (day > cohort.endsOn) return 'afterEnd';
  return 'within';
}

/**
 * What copying `source`'s modules (their opening dates) and assignments (their due dates) into `target` makes of their
 * dates: each moved by the days between the two start dates, in the programme's `zone`, and marked where it falls
 * outside the target's dates. Null when either start date is missing or not a calendar day: there is nothing to shift
 * from.
 */
export function planCohortCopy({
  source,
  target,
  zone,
  modules,
  assignments,
}: {
  source: Pick<CohortDays, 'startsOn'>;
  target: CohortDays;
  zone: string;
  modules: readonly DatedItem[];
  assignments: readonly DatedItem[];
}): CohortCopyPlan | null {
  const days = cohortDaysApart(source.startsOn, target.startsOn);
  if (days === null || !isDay(target.endsOn)) return null;
  const plan = (item: DatedItem): PlannedDate => {
    const to = shiftByDays(item.at, days, zone);
    return { id: item.id, title: item.title, from: item.at, to, fit: dateFit(to, zone, target) };
  };
  const planned = { modules: modules.map(plan), assignments: assignments.map(plan) };
  const outside = [...planned.modules, ...planned.assignments].filter((item) => item.fit !== 'within').length;
  return { days, ...planned, outside };
}
