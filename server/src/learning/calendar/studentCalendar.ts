import { asc, eq } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { assignments, modules } from '../../db/schema.js';
import { findStudentCohort } from '../studentCohort.js';
import { icalendar, type CalendarEvent } from './icalendar.js';

/** The calendar file's name as the browser saves it. */
export const CALENDAR_FILE = 'programme-calendar.ics';

/**
 * The caller's cohort's due dates and module openings as an iCalendar file (participate_in_programs), for the
 * student's own calendar app, as Canvas and Moodle offer. A student without a cohort gets an empty calendar.
 */
export async function studentCalendar(ctx: ServiceContext, caller: Caller | null): Promise<string> {
  const student = await requirePermission(ctx, caller, 'participate_in_programs', { action: 'download_calendar' });
  const now = ctx.now();
  const cohort = await findStudentCohort(ctx.db, student.token.uid);
  if (!cohort) return icalendar('My programme', [], now);
  const site = ctx.settings.siteUrl;
  const host = new URL(site).hostname;
  const [due, opening] = await Promise.all([
    ctx.db
      .select({ id: assignments.id, title: assignments.title, dueAt: assignments.dueAt, late: assignments.lateAccepted })
      .from(assignments)
      .where(eq(assignments.cohortId, cohort.id))
      .orderBy(asc(assignments.dueAt)),
    ctx.db
      .select({ id: modules.id, title: modules.title, opensAt: modules.opensAt })
      .from(modules)
      .where(eq(modules.cohortId, cohort.id))
      .orderBy(asc(modules.position)),
  ]);
  const events: CalendarEvent[] = [
    ...due.map((assignment) => ({
      uid: `assignment-${assignment.id}@${host}`,
      at: assignment.dueAt,
      summary: `Due: ${assignment.title}`,
      description: `${cohort.name}. ${assignment.late ? 'Late work is accepted.' : 'Late work is not accepted.'}`,
      url: `${site}/student/assignments/${encodeURIComponent(assignment.id)}`,
    })),
    ...opening.map((module) => ({
      uid: `module-${module.id}@${host}`,
      at: module.opensAt,
      summary: `Opens: ${module.title}`,
      description: `${cohort.name}: a new module opens.`,
      url: `${site}/student/program`,
    })),
  ];
  return icalendar(cohort.name, events, now);
}
