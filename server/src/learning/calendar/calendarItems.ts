import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { CalendarItem, ContentLanguage, StudentCalendar } from '@sla/contract';
import { parseInput, studentCalendarQuery } from '@sla/contract/schemas';
import { addDays, dayBeginsAt } from '@sla/domain';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { toPublicEvent } from '../../content/toPublicEvent.js';
import { translationIn } from '../../content/translations/translatedText.js';
import { visibleToVisitors } from '../../content/visibility.js';
import { content, contentTranslations, modules } from '../../db/schema.js';
import { studentSummaries } from '../submissions/studentSummaries.js';
import { findStudentCohort, toStudentCohort } from '../studentCohort.js';

/** More events than a six-week calendar ever holds; a runaway list stops here rather than filling the answer. */
const EVENTS_AT_MOST = 200;

/** Soonest first; a whole day before the timed items of that day (its start is the day's first instant). */
const whenOf = (item: CalendarItem, zone: string) =>
  'day' in item ? (dayBeginsAt(item.day, zone) ?? item.day) : new Date(item.at).toISOString();

/**
 * What a student's calendar shows from `from` to `to` (days in the programme's zone, both included; access_student_portal):
 * their cohort's first and last days, its modules' openings, its assignments' due dates with how their work stands,
 * and the organisation's published events (in `locale` where an event has a version in it). A student in no cohort
 * gets an empty calendar: without a programme there is no zone to count days in.
 */
export async function studentCalendarItems(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
  locale: ContentLanguage = 'en',
): Promise<StudentCalendar> {
  const student = await requirePermission(ctx, caller, 'access_student_portal', { action: 'view_calendar' });
  const query = parseInput(studentCalendarQuery, rawQuery);
  const cohort = await findStudentCohort(ctx.db, student.token.uid);
  if (!cohort) return { cohort: null, items: [] };
  const zone = cohort.timeZone;
  const start = new Date(dayBeginsAt(query.from, zone)!);
  const end = new Date(dayBeginsAt(addDays(query.to, 1), zone)!);
  const now = ctx.now();
  const inRange = (at: Date) => at >= start && at < end;

  const [assignments, opening, events] = await Promise.all([
    studentSummaries(ctx.db, cohort, student.token.uid, now),
    ctx.db
      .select({ id: modules.id, title: modules.title, position: modules.position, opensAt: modules.opensAt })
      .from(modules)
      .where(and(eq(modules.cohortId, cohort.id), gte(modules.opensAt, start), lt(modules.opensAt, end)))
      .orderBy(asc(modules.opensAt), asc(modules.position)),
    ctx.db
      .select({ event: content, translation: contentTranslations.fields })
      .from(content)
      .leftJoin(contentTranslations, translationIn('content', content.id, locale))
      .where(
        and(
          visibleToVisitors('event', now),
          lt(content.eventStartsAt, end),
          sql`coalesce(${content.eventEndsAt}, ${content.eventStartsAt}) >= ${start.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(content.eventStartsAt), asc(content.id))
      .limit(EVENTS_AT_MOST),
  ]);

  const items: CalendarItem[] = [
    ...(cohort.startsOn >= query.from && cohort.startsOn <= query.to
      ? [{ kind: 'cohort_starts' as const, id: cohort.id, title: cohort.name, day: cohort.startsOn }]
      : []),
    ...(cohort.endsOn >= query.from && cohort.endsOn <= query.to
      ? [{ kind: 'cohort_ends' as const, id: cohort.id, title: cohort.name, day: cohort.endsOn }]
      : []),
    ...opening.map((module) => ({
      kind: 'module_opens' as const,
      id: module.id,
      title: module.title,
      position: module.position,
      at: module.opensAt.toISOString(),
    })),
    ...assignments
      .filter((assignment) => inRange(new Date(assignment.dueAt)))
      .map((assignment) => ({
        kind: 'assignment_due' as const,
        id: assignment.id,
        title: assignment.title,
        at: assignment.dueAt,
        lateAccepted: assignment.lateAccepted,
        status: assignment.status,
        overdue: assignment.overdue,
        setBeforeJoining: assignment.setBeforeJoining,
      })),
    ...events.map(({ event, translation }) => {
      const shown = toPublicEvent(event, translation);
      return {
        kind: 'event' as const,
        id: shown.id,
        slug: shown.slug,
        title: shown.title,
        at: shown.startsAt,
        endsAt: shown.endsAt,
        online: shown.online,
        location: shown.location,
        language: shown.language,
      };
    }),
  ];
  const ordered = items
    .map((item, index) => ({ item, index, when: whenOf(item, zone) }))
    .sort((a, b) => a.when.localeCompare(b.when) || a.index - b.index)
    .map(({ item }) => item);
  return { cohort: toStudentCohort(cohort), items: ordered };
}
