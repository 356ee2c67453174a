import * as z from 'zod/mini';
import { studentCalendarQuery } from '../../schemas/learning.js';
import { operation } from '../operation.js';
import { contentLanguage } from '../site/pages.js';
import { studentCohort } from './modules.js';
import { ASSIGNMENT_STATUSES } from './submissions.js';

/** The cohort's first or last day: a whole day in the programme's calendar, with no time. */
const cohortDay = (kind: 'cohort_starts' | 'cohort_ends') =>
  z.strictObject({
    kind: z.literal(kind),
    /** The cohort's id. */
    id: z.string(),
    /** The cohort's name. */
    title: z.string(),
    /** "2027-01-10". */
    day: z.string(),
  });

/** One thing on a student's calendar; its screen is said by its kind (the programme, an assignment, the events). */
export const calendarItem = z.discriminatedUnion('kind', [
  cohortDay('cohort_starts'),
  cohortDay('cohort_ends'),
  z.strictObject({
    kind: z.literal('module_opens'),
    id: z.string(),
    title: z.string(),
    position: z.int(),
    at: z.string(),
  }),
  z.strictObject({
    kind: z.literal('assignment_due'),
    id: z.string(),
    title: z.string(),
    /** The due time; after it the service takes work only when late work is accepted. */
    at: z.string(),
    lateAccepted: z.boolean(),
    status: z.enum(ASSIGNMENT_STATUSES),
    overdue: z.boolean(),
    setBeforeJoining: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('event'),
    id: z.string(),
    slug: z.string(),
    /** In the language asked for where the event has a version in it (`language` says which). */
    title: z.string(),
    at: z.string(),
    endsAt: z.nullable(z.string()),
    online: z.boolean(),
    location: z.nullable(z.string()),
    language: contentLanguage,
  }),
]);
export type CalendarItem = z.output<typeof calendarItem>;
export type CalendarItemKind = CalendarItem['kind'];

export const studentCalendar = z.strictObject({
  /** Null for a student in no cohort, who has nothing on the calendar; its programme's zone says which day is which. */
  cohort: z.nullable(studentCohort),
  /** Soonest first; whole days before the timed items of the same day. */
  items: z.array(calendarItem),
});
export type StudentCalendar = z.output<typeof studentCalendar>;

export const getStudentCalendar = operation({
  id: 'getStudentCalendar',
  method: 'GET',
  path: '/student/calendar',
  summary:
    'What is on your calendar from one day to another (at most 42, in your programme’s time zone): your cohort’s first and last days, module openings, due dates with your work’s status, and the organisation’s published events; nothing without a cohort',
  query: studentCalendarQuery,
  answer: studentCalendar,
  status: 200,
  access: { anyOf: ['access_student_portal'] },
  refusals: [400, 401, 403],
});

/** The student's calendar screen, a month or a week at a time (the .ics file is submissions' downloadStudentCalendar). */
export const calendarOperations = [getStudentCalendar] as const;
