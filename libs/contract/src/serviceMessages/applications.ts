import { msg } from '@sla/i18n';
import { messageWith } from '../messages.js';
import type { Decision, TimelineEventType } from '../types/applications.js';
import { englishChoicesLocalised, englishDayLocalised } from './localisers.js';

/**
 * What the data service says about applications, programmes, uploaded files and reviews (server/src/applications,
 * programs, review, notices): its refusals, the applicant's timeline and the notice a released decision leaves. The
 * answer rules' words (ANSWER_MESSAGES), the upload rules the portal also checks (UPLOAD_MESSAGES) and the refusals
 * about an application's status (STATUS_REFUSALS) are @sla/domain's.
 */

const WITHDRAWN_BEFORE = messageWith(msg('You withdrew your application to {programme}, so you cannot apply again this round.'));
const CLOSED = messageWith(msg('Applications for {programme} are closed.'));
const OPENS_ON = messageWith(msg('Applications for {programme} open on {date}.'), { date: englishDayLocalised });
const DEADLINE_PASSED_SUBMIT = messageWith(
  msg('The deadline for {programme} has passed, so this application can no longer be submitted.'),
);
const CLOSED_SUBMIT = messageWith(
  msg('Applications for {programme} are closed, so this application can no longer be submitted.'),
);
const DEADLINE_PASSED_CHANGE = messageWith(
  msg('The deadline for {programme} has passed, so this application can no longer be changed.'),
);
const CLOSED_CHANGE = messageWith(msg('Applications for {programme} are closed, so this application can no longer be changed.'));

/** What an applicant reads when a request about their application is refused; plain words for someone on a phone. */
export const APPLICATION_MESSAGES = {
  notFound: msg('No such application.'),
  programNotFound: msg('No such programme.'),
  withdrawnBefore: (programme: string) => WITHDRAWN_BEFORE({ programme }),
  closed: (programme: string) => CLOSED({ programme }),
  /** `date`: the day as the programme announces it, in English ("10 March 2026"). */
  opensOn: (programme: string, date: string) => OPENS_ON({ programme, date }),
  deadlinePassedSubmit: (programme: string) => DEADLINE_PASSED_SUBMIT({ programme }),
  closedSubmit: (programme: string) => CLOSED_SUBMIT({ programme }),
  deadlinePassedChange: (programme: string) => DEADLINE_PASSED_CHANGE({ programme }),
  closedChange: (programme: string) => CLOSED_CHANGE({ programme }),
  // Beside each question, the answer rules' own words: ANSWER_MESSAGES in @sla/domain.
  unanswered: msg('Some required questions are not answered yet.'),
  invalidAnswers: msg('Some answers need attention.'),
  /** A change the status refusals (STATUS_REFUSALS of @sla/domain) have no words for. */
  notPossibleNow: msg('This change is not possible for this application now.'),
  noSuchFile: msg('No such file.'),
} as const;

/** What staff and applicants read when a programme request is refused. */
export const PROGRAM_MESSAGES = {
  notFound: msg('No such programme.'),
  /** The public programme page of a programme that is not (or no longer) shown. */
  notPublished: msg('We could not find that programme.'),
  slugTaken: msg('Another programme already uses this address.'),
  hasApplications: msg('This programme has applications, so it cannot be deleted. Close or archive it instead.'),
  hasCohorts: msg(
    'This programme has cohorts, so it cannot be deleted: their students, work and grades belong to it. Close or archive it instead.',
  ),
  // A setting that breaks a rule beside its field: PROGRAM_SETTINGS_MESSAGES in @sla/domain.
} as const;

const CONTENT_MISMATCH = messageWith(msg('This file is not really a {type}. Only {types} files can be uploaded.'), {
  types: englishChoicesLocalised,
});

/** What only the service can say about an uploaded file (its name, its content); the rest is UPLOAD_MESSAGES of @sla/domain. */
const UNREADABLE_IMAGE = messageWith(
  msg('We could not read the picture in {name}: it is damaged or incomplete. Save it again as a PNG or JPEG and upload that.'),
);

export const FILE_REFUSALS = {
  plainName: msg('Give the file a plain name without folders.'),
  directionControls: msg('Give the file a plain name: it holds characters that change the direction text is shown in.'),
  markup: msg(
    'This file also holds web page code (HTML or SVG), which we do not accept. Save it again as a plain PDF, PNG or JPEG and upload that.',
  ),
  shorterName: msg('Give the file a shorter name (at most 200 characters).'),
  /** `type`: the name of the type the file claims ("PDF"); `types`: the names of those accepted ("PDF, PNG or JPEG"). */
  contentMismatch: (type: string, types: string) => CONTENT_MISMATCH({ type, types }),
  activePdf: msg(
    'This PDF holds scripts or actions that start other programs, which we do not accept. Print it to a new PDF (Save as PDF) and upload that.',
  ),
  /** `name`: the file's name. */
  unreadableImage: (name: string) => UNREADABLE_IMAGE({ name }),
  notAFileQuestion: msg('This question does not take a file.'),
  chooseQuestion: msg('Say which question the file answers.'),
} as const;

/**
 * What happened to an application, as its applicant's timeline says it. "Submitted" and "Withdrawn" are not marked
 * here: portals word them differently (an application, a piece of work, a person…), so the applicant portal marks
 * them with its own French; a shared catalogue may hold only one.
 */
export const TIMELINE_TEXT: Readonly<Record<Exclude<TimelineEventType, 'decision_released'>, string>> = {
  started: msg('Started'),
  submitted: 'Submitted',
  review_started: msg('Review started'),
  withdrawn: 'Withdrawn',
};

/** A released decision on the applicant's timeline; `released` when the decision itself is not known. */
export const DECISION_TIMELINE_TEXT: Readonly<Record<Decision | 'released', string>> = {
  accepted: msg('Decision: accepted'),
  waitlisted: msg('Decision: on the waiting list'),
  rejected: msg('Decision: not accepted this time'),
  released: msg('Decision released'),
};

const ACCEPTED_NOTICE = messageWith(msg('Congratulations! You have been accepted to {programme}.'));
const WAITLISTED_NOTICE = messageWith(msg('You are on the waiting list for {programme}. We will write if a place becomes free.'));
const REJECTED_NOTICE = messageWith(
  msg('The decision on your {programme} application is ready: we cannot offer you a place this time.'),
);

/** The portal notice when a decision is released: what it is, in one sentence. */
export function decisionNoticeText(decision: Decision, programme: string): string {
  if (decision === 'accepted') return ACCEPTED_NOTICE({ programme });
  if (decision === 'waitlisted') return WAITLISTED_NOTICE({ programme });
  return REJECTED_NOTICE({ programme });
}

const REVIEW_SUBMITTED = messageWith(msg('{name} has already submitted a review, so they stay assigned.'));
const CONFLICTED = messageWith(msg('{name} declared a conflict of interest on this application.'));
const NOT_REVIEWERS = messageWith(msg('Only staff and admins can review: {names} cannot be assigned.'));

/** What staff read when review refuses something: plain words, saying what to do instead. */
export const REVIEW_MESSAGES = {
  // The applicants' words: a missing (or hidden) application reads the same from either side.
  notFound: APPLICATION_MESSAGES.notFound,
  fileNotFound: msg('No such file on this application.'),
  notAssigned: msg('Only assigned reviewers can review this application.'),
  released: msg('The decision on this application has already been released, so it can no longer be reviewed.'),
  noRubric: msg('This programme has no rubric yet. Add its criteria in the programme settings before reviewing.'),
  reviewSubmitted: (name: string) => REVIEW_SUBMITTED({ name }),
  conflicted: (name: string) => CONFLICTED({ name }),
  notReviewers: (names: readonly string[]) => NOT_REVIEWERS({ names: names.join(', ') }),
  studentRoleNotDue: msg('Only an accepted applicant whose decision has been released can be made a student here.'),
  studentRoleAssigned: msg('This applicant already has the student role.'),
} as const;

/** What the service says about messages between staff and applicants (server/src/applicantMessages). */
export const APPLICANT_MESSAGE_REFUSALS = {
  noThread: msg('The programme team has not written to you about this application yet, so there is nothing to reply to.'),
  tooManyReplies: msg('You have sent many messages in a short time. Wait a few minutes, then try again.'),
} as const;
