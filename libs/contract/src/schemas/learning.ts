import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { messageWith } from '../messages.js';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from './applications.js';
import { keepItTo } from './fields.js';
import { cursor, limit } from './paging.js';

/** Programme delivery's inputs: cohorts, modules, assignments, hand-ins, grading, mentoring. */

export const COHORT_MEMBER_STATUSES = ['active', 'completed', 'withdrawn'] as const;

/**
 * How large an assignment's grading rubric may be: criteria, levels each, a level's points, the lengths of its words, and
 * a grader's comment on one criterion. The total (each criterion's highest level, added up) is held to the same 1 to
 * 1000 as an assignment's points, by @sla/domain's rubricProblems.
 */
export const RUBRIC_LIMITS = {
  criteria: 20,
  levelsMin: 2,
  levels: 10,
  points: 1000,
  title: 200,
  description: 2000,
  label: 120,
  comment: 2000,
} as const;
export const SUBMISSION_STATES = ['submitted', 'returned', 'graded'] as const;

export const LEARNING_MESSAGES = {
  nameCohort: msg('Give the cohort a name.'),
  startDate: msg('Give the date the cohort starts.'),
  endDate: msg('Give the date the cohort ends.'),
  endsBeforeStart: msg('The cohort cannot end before it starts.'),
  titleModule: msg('Give the module a title.'),
  opensAt: msg('Give the date and time the module opens.'),
  linkLabel: msg('Give each link a label.'),
  linkUrl: msg('Give each link a full web address starting with https:// or http://.'),
  moduleOrder: msg('List every module of the cohort once, in the new order.'),
  titleAssignment: msg('Give the assignment a title.'),
  dueAt: msg('Give the date and time the work is due.'),
  fileTypes: msg('Choose the file types a submission may carry.'),
  maxFileMb: messageWith(msg('Choose a file size limit from 1 to {max} MB.'))({ max: UPLOAD_MAX_MB }),
  maxPoints: msg('Choose the points the grade is out of, from 1 to 1000.'),
  takesAnAnswer: msg('Let students hand in files, a typed answer, or both.'),
  textTooLong: msg('Keep the answer to 20,000 characters or fewer.'),
  feedbackTooLong: msg('Keep the feedback to 10,000 characters or fewer.'),
  feedbackToReturn: msg('Say what needs to change before you return the work.'),
  grade: msg('Give the grade as a whole number of points.'),
  rubricCriteria: msg('Give the rubric from 1 to 20 criteria.'),
  criterionTitle: msg('Give each criterion a title.'),
  criterionDescription: msg('Keep each criterion’s description to 2,000 characters or fewer.'),
  rubricLevels: msg('Give each criterion from 2 to 10 levels.'),
  levelLabel: msg('Give each level a label of 120 characters or fewer.'),
  levelPoints: msg('Give each level a whole number of points from 0 to 1000.'),
  chooseLevel: msg('Choose a level of the rubric.'),
  commentTooLong: msg('Keep each comment to 2,000 characters or fewer.'),
  tooManyMarks: msg('Choose one level for each criterion of the rubric.'),
  chooseMentor: msg('Choose a mentor.'),
  writeMessage: msg('Write a message.'),
  messageTooLong: msg('Keep the message to 5,000 characters or fewer.'),
  metOn: msg('Give the date you met.'),
  checkinNotes: msg('Write a few words about the check-in.'),
  taskTitle: msg('Say what the task is.'),
  chooseFiles: msg('Choose at most 5 files.'),
  chooseSourceCohort: msg('Choose the cohort to copy from.'),
  titleAnnouncement: msg('Give the announcement a title.'),
  writeAnnouncement: msg('Write the announcement.'),
  announcementTooLong: msg('Keep the announcement to 20,000 characters or fewer.'),
} as const;

const text = (max: number, empty: string, tooLong = keepItTo({ max })) =>
  z.string({ error: empty }).check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));
const optionalText = (max: number, tooLong = keepItTo({ max })) => z.string().check(z.trim(), z.maxLength(max, tooLong));
/** A real calendar day ("2027-02-30" is not), in years the service stores: PostgreSQL refuses what Date.parse forgives. */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
const calendarDate = (message: string) => z.string({ error: message }).check(z.refine(isCalendarDay, message));
/** An instant PostgreSQL stores and reads back: Date.parse also takes years far outside 1900–9999. */
function isStorableInstant(value: string): boolean {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return false;
  const year = new Date(at).getUTCFullYear();
  return year >= 1900 && year <= 9999;
}
const instant = (message: string) =>
  z.string({ error: message }).check(z.minLength(1, message), z.refine(isStorableInstant, message));
const rowId = z.string().check(z.minLength(1), z.maxLength(64));

export const cohortInput = z
  .object({
    name: text(120, LEARNING_MESSAGES.nameCohort),
    startsOn: calendarDate(LEARNING_MESSAGES.startDate),
    endsOn: calendarDate(LEARNING_MESSAGES.endDate),
    acceptingStudents: z.boolean(),
  })
  .check(
    z.refine((cohort) => cohort.endsOn >= cohort.startsOn, { message: LEARNING_MESSAGES.endsBeforeStart, path: ['endsOn'] }),
  );
export type CohortInput = z.infer<typeof cohortInput>;

export const moduleLink = z.object({
  label: text(120, LEARNING_MESSAGES.linkLabel),
  url: z
    .string({ error: LEARNING_MESSAGES.linkUrl })
    .check(
      z.trim(),
      z.maxLength(2000, LEARNING_MESSAGES.linkUrl),
      z.regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, LEARNING_MESSAGES.linkUrl),
    ),
});

export const moduleInput = z.object({
  title: text(200, LEARNING_MESSAGES.titleModule),
  body: optionalText(50000, msg('Keep the module to 50,000 characters or fewer.')),
  links: z.array(moduleLink).check(z.maxLength(20, msg('At most 20 links.'))),
  opensAt: instant(LEARNING_MESSAGES.opensAt),
});
export type ModuleInput = z.infer<typeof moduleInput>;

export const moduleOrderInput = z.object({
  moduleIds: z.array(rowId).check(z.minLength(1, LEARNING_MESSAGES.moduleOrder), z.maxLength(200, LEARNING_MESSAGES.moduleOrder)),
});
export type ModuleOrderInput = z.infer<typeof moduleOrderInput>;

export const moduleDoneInput = z.object({ done: z.boolean({ error: msg('Say whether the module is done.') }) });
export type ModuleDoneInput = z.infer<typeof moduleDoneInput>;

/** One level of a rubric's criterion: what the work shows ("Clear and complete") and what it is worth. */
export const rubricLevelInput = z.object({
  label: text(RUBRIC_LIMITS.label, LEARNING_MESSAGES.levelLabel, LEARNING_MESSAGES.levelLabel),
  points: z
    .number({ error: LEARNING_MESSAGES.levelPoints })
    .check(
      z.int(LEARNING_MESSAGES.levelPoints),
      z.minimum(0, LEARNING_MESSAGES.levelPoints),
      z.maximum(RUBRIC_LIMITS.points, LEARNING_MESSAGES.levelPoints),
    ),
});

/** One criterion of a rubric, with the levels a grader chooses from. */
export const rubricCriterionInput = z.object({
  title: text(RUBRIC_LIMITS.title, LEARNING_MESSAGES.criterionTitle),
  description: optionalText(RUBRIC_LIMITS.description, LEARNING_MESSAGES.criterionDescription),
  levels: z
    .array(rubricLevelInput)
    .check(
      z.minLength(RUBRIC_LIMITS.levelsMin, LEARNING_MESSAGES.rubricLevels),
      z.maxLength(RUBRIC_LIMITS.levels, LEARNING_MESSAGES.rubricLevels),
    ),
});

/**
 * An assignment's grading rubric as staff write it. The service gives criteria and levels their ids; what the schema
 * cannot say (each level of a criterion worth its own points, a total from 1 to 1000) is @sla/domain's rubricProblems.
 */
export const rubricInput = z.object({
  criteria: z
    .array(rubricCriterionInput)
    .check(
      z.minLength(1, LEARNING_MESSAGES.rubricCriteria),
      z.maxLength(RUBRIC_LIMITS.criteria, LEARNING_MESSAGES.rubricCriteria),
    ),
});
export type RubricInput = z.infer<typeof rubricInput>;

export const assignmentInput = z
  .object({
    title: text(200, LEARNING_MESSAGES.titleAssignment),
    instructions: optionalText(20000, msg('Keep the instructions to 20,000 characters or fewer.')),
    moduleId: z.nullable(rowId),
    dueAt: instant(LEARNING_MESSAGES.dueAt),
    fileTypes: z
      .array(z.enum(UPLOAD_TYPES, { error: LEARNING_MESSAGES.fileTypes }))
      .check(z.maxLength(UPLOAD_TYPES.length, LEARNING_MESSAGES.fileTypes)),
    maxFileMb: z
      .number({ error: LEARNING_MESSAGES.maxFileMb })
      .check(
        z.int(LEARNING_MESSAGES.maxFileMb),
        z.minimum(1, LEARNING_MESSAGES.maxFileMb),
        z.maximum(UPLOAD_MAX_MB, LEARNING_MESSAGES.maxFileMb),
      ),
    textAnswer: z.boolean(),
    lateAccepted: z.boolean(),
    maxPoints: z
      .number({ error: LEARNING_MESSAGES.maxPoints })
      .check(
        z.int(LEARNING_MESSAGES.maxPoints),
        z.minimum(1, LEARNING_MESSAGES.maxPoints),
        z.maximum(1000, LEARNING_MESSAGES.maxPoints),
      ),
    /**
     * Graded with a rubric: its levels' points then make the grade, and the assignment is out of the sum of each
     * criterion's highest level (the service sets maxPoints so). null: graded in points. Left out: as it was (none for a
     * new assignment), so a form that knows nothing of rubrics keeps one it cannot show.
     */
    rubric: z.optional(z.nullable(rubricInput)),
  })
  .check(
    z.refine((assignment) => assignment.textAnswer || assignment.fileTypes.length > 0, {
      message: LEARNING_MESSAGES.takesAnAnswer,
      path: ['fileTypes'],
    }),
  );
export type AssignmentInput = z.infer<typeof assignmentInput>;

/** Handing in: the typed answer (if the assignment takes one) and the uploaded files to hand in, by id. */
export const handInInput = z.object({
  text: optionalText(20000, LEARNING_MESSAGES.textTooLong),
  fileIds: z.array(rowId).check(z.maxLength(5, LEARNING_MESSAGES.chooseFiles)),
});
export type HandInInput = z.infer<typeof handInInput>;

/** Which hand-in the grader opened: a grade or a return for an attempt the student has since replaced is refused (409). */
const openedAttempt = z.number({ error: msg('Say which hand-in you are marking.') }).check(z.int(), z.minimum(1));

/** The level a grader chose for one criterion of the rubric, by id, with what they say about it. */
export const rubricMarkInput = z.object({
  criterionId: z
    .string({ error: LEARNING_MESSAGES.chooseLevel })
    .check(z.minLength(1, LEARNING_MESSAGES.chooseLevel), z.maxLength(64, LEARNING_MESSAGES.chooseLevel)),
  levelId: z
    .string({ error: LEARNING_MESSAGES.chooseLevel })
    .check(z.minLength(1, LEARNING_MESSAGES.chooseLevel), z.maxLength(64, LEARNING_MESSAGES.chooseLevel)),
  comment: optionalText(RUBRIC_LIMITS.comment, LEARNING_MESSAGES.commentTooLong),
});
export type RubricMarkInput = z.infer<typeof rubricMarkInput>;

/**
 * A grade: in points (`grade`) for an assignment without a rubric; for one with a rubric, a level for each criterion
 * (`marks`), whose points the service adds up with @sla/domain's rubricTotal (a `grade` sent along must be that total).
 */
export const gradeInput = z.object({
  grade: z.optional(
    z.number({ error: LEARNING_MESSAGES.grade }).check(z.int(LEARNING_MESSAGES.grade), z.minimum(0, LEARNING_MESSAGES.grade)),
  ),
  marks: z.optional(z.array(rubricMarkInput).check(z.maxLength(RUBRIC_LIMITS.criteria, LEARNING_MESSAGES.tooManyMarks))),
  feedback: optionalText(10000, LEARNING_MESSAGES.feedbackTooLong),
  attempt: openedAttempt,
});
export type GradeInput = z.infer<typeof gradeInput>;

export const returnWorkInput = z.object({
  feedback: text(10000, LEARNING_MESSAGES.feedbackToReturn, LEARNING_MESSAGES.feedbackTooLong),
  attempt: openedAttempt,
});
export type ReturnWorkInput = z.infer<typeof returnWorkInput>;

export const gradingQuery = z.object({
  cohortId: z.optional(rowId),
  assignmentId: z.optional(rowId),
  state: z.optional(z.enum(SUBMISSION_STATES, { error: msg('Choose a status.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(100)),
});
export type GradingQuery = Omit<z.input<typeof gradingQuery>, 'limit'> & { limit?: number };

export const pairMentorInput = z.object({ mentorUid: text(128, LEARNING_MESSAGES.chooseMentor) });
export type PairMentorInput = z.infer<typeof pairMentorInput>;

export const mentorMessageInput = z.object({
  body: text(5000, LEARNING_MESSAGES.writeMessage, LEARNING_MESSAGES.messageTooLong),
});
export type MentorMessageInput = z.infer<typeof mentorMessageInput>;

export const mentorMessagesQuery = z.object({ cursor: z.optional(cursor), limit: z.optional(limit(100)) });
export type MentorMessagesQuery = Omit<z.input<typeof mentorMessagesQuery>, 'limit'> & { limit?: number };

export const checkinInput = z.object({
  metOn: calendarDate(LEARNING_MESSAGES.metOn),
  notes: text(5000, LEARNING_MESSAGES.checkinNotes),
  nextSteps: optionalText(5000),
});
export type CheckinInput = z.infer<typeof checkinInput>;

export const mentorTaskInput = z.object({ title: text(300, LEARNING_MESSAGES.taskTitle) });
export type MentorTaskInput = z.infer<typeof mentorTaskInput>;

export const mentorTaskDoneInput = z.object({ done: z.boolean({ error: msg('Say whether the task is done.') }) });
export type MentorTaskDoneInput = z.infer<typeof mentorTaskDoneInput>;

export const addMembersInput = z.object({
  uids: z
    .array(z.string().check(z.minLength(1), z.maxLength(128)))
    .check(z.minLength(1, msg('Choose at least one student.')), z.maxLength(200, msg('Add at most 200 students at a time.'))),
});
export type AddMembersInput = z.infer<typeof addMembersInput>;

/** Whether a student who joined late owes the work due before they joined. */
export const earlierWorkInput = z.object({ owes: z.boolean({ error: msg('Say whether the student owes the earlier work.') }) });
export type EarlierWorkInput = z.infer<typeof earlierWorkInput>;

/** Which earlier cohort of the same programme to copy modules and assignments from (issue 31). */
export const cohortCopyInput = z.object({
  sourceCohortId: z
    .string({ error: LEARNING_MESSAGES.chooseSourceCohort })
    .check(z.minLength(1, LEARNING_MESSAGES.chooseSourceCohort), z.maxLength(64, LEARNING_MESSAGES.chooseSourceCohort)),
});
export type CohortCopyInput = z.infer<typeof cohortCopyInput>;

export const completeInput = z.object({ note: z.optional(optionalText(1000)) });
export type CompleteInput = z.infer<typeof completeInput>;

/** The most days one calendar request covers: a month's grid is at most six weeks. */
export const CALENDAR_MAX_DAYS = 42;

export const CALENDAR_MESSAGES = {
  from: msg('Give the first day as a date like 2027-03-01.'),
  to: msg('Give the last day as a date like 2027-03-31.'),
  span: messageWith(msg('Ask for {max} days at most, the last one on or after the first.'))({ max: CALENDAR_MAX_DAYS }),
} as const;

const spanDays = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The days a student's calendar shows, first and last included, in the programme's time zone. */
export const studentCalendarQuery = z
  .object({ from: calendarDate(CALENDAR_MESSAGES.from), to: calendarDate(CALENDAR_MESSAGES.to) })
  .check(
    z.refine((query) => spanDays(query.from, query.to) >= 0 && spanDays(query.from, query.to) < CALENDAR_MAX_DAYS, {
      message: CALENDAR_MESSAGES.span,
      path: ['to'],
    }),
  );
export type StudentCalendarQuery = z.infer<typeof studentCalendarQuery>;
/** An announcement to a cohort as staff change it: a title and a Markdown body (students read it rendered). */
export const announcementChangeInput = z.object({
  title: text(200, LEARNING_MESSAGES.titleAnnouncement),
  body: text(20000, LEARNING_MESSAGES.writeAnnouncement, LEARNING_MESSAGES.announcementTooLong),
});
export type AnnouncementChangeInput = z.infer<typeof announcementChangeInput>;

/** A new announcement, and whether every active student of the cohort also gets it by e-mail. */
export const announcementInput = z.object({
  ...announcementChangeInput.shape,
  email: z.boolean({ error: msg('Say whether the students also get it by e-mail.') }),
});
export type AnnouncementInput = z.infer<typeof announcementInput>;

/** A page of announcements, newest first. */
export const announcementsQuery = z.object({ cursor: z.optional(cursor), limit: z.optional(limit(50)) });
export type AnnouncementsQuery = Omit<z.input<typeof announcementsQuery>, 'limit'> & { limit?: number };
