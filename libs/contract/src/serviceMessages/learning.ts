import { msg, t } from '@sla/i18n';
import { localisedMessage, messageWith } from '../messages.js';
import { englishDayLocalised } from './localisers.js';

/**
 * What the data service says about programmes being run (server/src/learning): cohorts, modules, assignments,
 * students' work and its grading, mentoring; the refusals the student, mentor and staff screens show, and the notices
 * a graded piece of work leaves. The forms' own rules are LEARNING_MESSAGES of @sla/contract/schemas.
 */

/** A due date as the service words it for a student ("1 March 2027 at 09:00, Nairobi time"). */
const DUE = msg('{day} at {time}, {place} time');

/** A due date as the service words it, in the reader's language ("1 mars 2027 à 09:00, heure de Nairobi"). */
function dueLocalised(english: string): string {
  const found = /^(\d{1,2} [A-Z][a-z]+ \d{4}) at (\d{1,2}:\d{2}), (.+) time$/.exec(english);
  if (!found) return english;
  return localisedMessage(DUE, { day: englishDayLocalised(found[1]!), time: found[2]!, place: found[3]! });
}

const GRADED_ABOVE = messageWith(
  msg(
    'A grade of {highest} points has already been given for this assignment, so it cannot be marked out of fewer than {highest} points. Keep at least {highest}, or change that grade first.',
  ),
);

/** What the service says about assignments. */
export const ASSIGNMENT_MESSAGES = {
  noSuchAssignment: msg('No such assignment.'),
  moduleNotInCohort: msg('Choose a module of this cohort, or none.'),
  hasWork: msg(
    'Students have already handed in work for this assignment, so it cannot be deleted. Change it instead, or move its due date.',
  ),
  gradedAbove: (highest: number) => GRADED_ABOVE({ highest }),
  rubricLocked: msg(
    'Work has been graded with this rubric, so it can no longer change: every grade given with it must keep its meaning. The other details can still change.',
  ),
} as const;

// The sentence naming both kinds of people first: localiseMessage tries templates in the order they were made.
const CANNOT_ADD_BOTH = messageWith(
  msg(
    'Only students who are in no cohort can be added, so nobody was added. Not a student: {notStudents}. Already in a cohort: {alreadyIn}.',
  ),
);
const CANNOT_ADD_NOT_STUDENTS = messageWith(
  msg('Only students who are in no cohort can be added, so nobody was added. Not a student: {notStudents}.'),
);
const CANNOT_ADD_ALREADY_IN = messageWith(
  msg('Only students who are in no cohort can be added, so nobody was added. Already in a cohort: {alreadyIn}.'),
);
const CANNOT_ADD = msg('Only students who are in no cohort can be added, so nobody was added.');

/** What staff read when a cohort request is refused. */
export const COHORT_MESSAGES = {
  notFound: msg('No such cohort.'),
  noSuchMember: msg('No such member of this cohort.'),
  notActive: msg('This student is no longer active in the cohort: they have completed the programme or withdrawn.'),
  /** Why nobody was added: who is not a student, and who is already active in a cohort ("Name (Cohort)"). */
  cannotAdd: (notStudents: readonly string[], alreadyIn: readonly string[]) => {
    const values = { notStudents: notStudents.join(', '), alreadyIn: alreadyIn.join(', ') };
    if (notStudents.length && alreadyIn.length) return CANNOT_ADD_BOTH(values);
    if (notStudents.length) return CANNOT_ADD_NOT_STUDENTS(values);
    if (alreadyIn.length) return CANNOT_ADD_ALREADY_IN(values);
    return CANNOT_ADD;
  },
  /** The cohort list's filter names no programme. */
} as const;

/** What the service says when staff copy an earlier cohort's modules and assignments into a new one. */
export const COHORT_COPY_MESSAGES = {
  noSuchSource: msg('No such cohort to copy from.'),
  sameCohort: msg('Choose an earlier cohort, not this one.'),
  otherProgramme: msg('Choose a cohort of the same programme: modules and assignments are copied within one programme only.'),
  targetHasModules: msg(
    'This cohort already has modules, so nothing was copied: copying never mixes with what is there. Delete its modules first, or add to them by hand.',
  ),
  targetHasAssignments: msg(
    'This cohort already has assignments, so nothing was copied: copying never mixes with what is there. Delete its assignments first, or add to them by hand.',
  ),
  nothingToCopy: msg('That cohort has no modules or assignments, so there is nothing to copy.'),
  noStartDate: msg('Both cohorts need a start date: every date is moved by the days between them.'),
  outOfRange: msg('Moved that far, some dates would fall outside the years 1900 to 9999. Check the two cohorts’ start dates.'),
} as const;

const GRADE_ABOVE = messageWith(msg('Give a grade from 0 to {max} points.'));
const RUBRIC_TOTAL = messageWith(msg('The levels chosen add up to {total} points, so that is the grade.'));
const HANDED_IN_AGAIN = messageWith(
  msg('{student} handed in again since you opened this work. Open it again to see their latest version.'),
);

/** What the service says to graders. */
export const GRADING_MESSAGES = {
  noSuchSubmission: msg('No such submission.'),
  noSuchFile: msg('No such file.'),
  gradeAbove: (maxPoints: number) => GRADE_ABOVE({ max: maxPoints }),
  useRubric: msg('This assignment is graded with its rubric: choose a level for each criterion.'),
  noRubric: msg('This assignment has no rubric: give the grade as a number of points.'),
  rubricTotal: (total: number) => RUBRIC_TOTAL({ total }),
  handedInAgain: (student: string | null) =>
    student?.trim()
      ? HANDED_IN_AGAIN({ student: student.trim() })
      : msg('The student handed in again since you opened this work. Open it again to see their latest version.'),
} as const;

const GRADED_NOTICE = messageWith(msg('Your work on "{title}" has been graded: {grade} out of {max}.'));
const RETURNED_NOTICE = messageWith(msg('Your work on "{title}" was returned for changes.'));

/** The portal notice a student gets when their work is graded or returned. */
export const WORK_NOTICES = {
  graded: (title: string, grade: number, maxPoints: number) => GRADED_NOTICE({ title, grade, max: maxPoints }),
  returned: (title: string) => RETURNED_NOTICE({ title }),
} as const;

/** What the mentoring endpoints say when they refuse. */
export const MENTORING_MESSAGES = {
  noMentor: msg('You have no mentor yet.'),
  noSuchMentorship: msg('No such mentorship.'),
  noSuchTask: msg('No such task.'),
  ended: msg('This mentorship has ended: you can still read it, but no longer add messages, check-ins or tasks.'),
  alreadyEnded: msg('This mentorship has already ended.'),
  metOnFuture: msg('The date you met cannot be in the future.'),
  tooManyMessages: msg('You have sent a lot of messages in a short time. Please wait a few minutes before sending another.'),
} as const;

/** What staff and students read when a module request is refused. */
export const MODULE_MESSAGES = {
  notFound: msg('No such module.'),
  noSuchFile: msg('No such file.'),
} as const;

/** What staff and students read about an announcement that is not there (or not theirs to see). */
export const ANNOUNCEMENT_MESSAGES = {
  notFound: msg('No such announcement.'),
} as const;

/** What staff read when a pairing is refused. */
export const PAIRING_MESSAGES = {
  notCandidate: msg('Choose a mentor from the list: staff, admins and alumni who offered to mentor.'),
  notSelf: msg('A student cannot be their own mentor. Choose someone else.'),
  pairedMeanwhile: msg('Someone else paired this student with a mentor just now. Reload the cohort and try again.'),
} as const;

const due = { due: dueLocalised };
const DUE_AND_HANDED_IN = messageWith(
  msg('This assignment was due on {due}. Your work was handed in before then, and it can no longer be changed.'),
  due,
);
const HANDED_IN_LATE = messageWith(
  msg('This assignment was due on {due}. You handed this in after the due date already; it can no longer be changed.'),
  due,
);
const LATE_REFUSED = messageWith(msg('This assignment was due on {due}. Late work is not accepted.'), due);

/** What the service says to a student about their work. `due`: the due date as the service words it (dueText). */
export const SUBMISSION_MESSAGES = {
  graded: msg('This work has been graded, so it cannot be handed in again.'),
  dueAndHandedIn: (due: string) => DUE_AND_HANDED_IN({ due }),
  handedInLate: (due: string) => HANDED_IN_LATE({ due }),
  lateRefused: (due: string) => LATE_REFUSED({ due }),
  notActive: msg('You are no longer taking part in this cohort, so work can no longer be handed in.'),
  nothingToHandIn: msg('Hand in at least one file or a typed answer.'),
  noTextAnswer: msg('This assignment takes files only, not a typed answer.'),
  notYourFiles: msg('Hand in only files you uploaded for this assignment.'),
  takesNoFiles: msg('This assignment takes a typed answer, not files.'),
  tooManyWaiting: msg('You already have 5 files waiting to be handed in. Remove one before adding another.'),
  fileHandedIn: msg(
    'This file is part of the work you handed in, so it cannot be removed. Hand the work in again without it to leave it out.',
  ),
  noSuchFile: msg('No such file.'),
} as const;

/**
 * How the notices about a request name someone without a display name (decision 0047). The notice is kept in English,
 * as every notice; the reader's screen shows these words in its language, as the rest of the sentence.
 */
export const MENTOR_REQUEST_NAMELESS = {
  student: msg('A student'),
  studentInSentence: msg('a programme student'),
  alumnus: msg('An alumnus or alumna'),
  alumnusInSentence: msg('an alumnus or alumna of the programme'),
  mentor: msg('The mentor'),
  yourMentor: msg('Your mentor'),
  yourMentorInSentence: msg('your mentor'),
  yourMentee: msg('Your mentee'),
  yourMenteeInSentence: msg('your mentee'),
} as const;
const NAMELESS: ReadonlySet<string> = new Set(Object.values(MENTOR_REQUEST_NAMELESS));
/** A name read back from a notice: the words for someone nameless in the reader's language, a person's name as it is. */
const withName = { name: (english: string) => (NAMELESS.has(english) ? t(english) : english) };

const REQUEST_RECEIVED = messageWith(msg('{name} would like you to be their mentor.'), withName);
const REQUEST_ACCEPTED = messageWith(msg('{name} accepted your request: they are your mentor now.'), withName);
const REQUEST_DECLINED = messageWith(
  msg('{name} cannot take on a new mentee just now. That is about their time, not about you: you may ask someone else.'),
  withName,
);
const REQUEST_CLOSED = messageWith(msg('Staff closed your request to {name}. They will help you find a mentor.'), withName);
const REQUEST_CLOSED_FOR_MENTOR = messageWith(
  msg('Staff closed the request {name} sent you. Nothing more is needed from you.'),
  withName,
);

/** The portal notices about a request for a mentor (decision 0047): worded kindly, never giving a reason. */
export const MENTOR_REQUEST_NOTICES = {
  received: (name: string) => REQUEST_RECEIVED({ name }),
  accepted: (name: string) => REQUEST_ACCEPTED({ name }),
  declined: (name: string) => REQUEST_DECLINED({ name }),
  closed: (name: string) => REQUEST_CLOSED({ name }),
  closedForMentor: (name: string) => REQUEST_CLOSED_FOR_MENTOR({ name }),
} as const;

const ENDED_BY_MENTEE = messageWith(msg('{name} ended your mentorship. You can still read your conversation.'), withName);
const ENDED_BY_MENTOR = messageWith(
  msg(
    '{name} ended your mentorship. You can still read your conversation, and your mentor page shows how to find another mentor.',
  ),
  withName,
);
const ENDED_BY_STAFF_FOR_MENTEE = messageWith(
  msg(
    'Staff ended your mentorship with {name}. You can still read your conversation, and your mentor page shows how to find another mentor.',
  ),
  withName,
);
const ENDED_BY_STAFF_FOR_MENTOR = messageWith(
  msg('Staff ended your mentorship with {name}. You can still read your conversation.'),
  withName,
);

/** The notices that a mentorship ended (decision 0052, amended): to the other side, or to both when staff ended it; never staff's reason. */
export const MENTORSHIP_END_NOTICES = {
  byMentee: (name: string) => ENDED_BY_MENTEE({ name }),
  byMentor: (name: string) => ENDED_BY_MENTOR({ name }),
  byStaffForMentee: (name: string) => ENDED_BY_STAFF_FOR_MENTEE({ name }),
  byStaffForMentor: (name: string) => ENDED_BY_STAFF_FOR_MENTOR({ name }),
} as const;
