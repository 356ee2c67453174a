import { messageWith } from '@sla/data';
import { formatList, msg } from '@sla/i18n';
import { formatCalendarDate } from '@sla/ui';

/**
 * Sentences only the data service writes (server/ is not in any browser catalogue) and this portal shows: marked here
 * so its catalogue has their French. Those with a value in them are registered with messageWith, so that
 * localiseMessage (of @sla/data, behind errorMessage and the forms' notices) finds their template in the English
 * sentence; the server keeps writing them itself, with the same words. portal.tsx imports this module first.
 * The answer and upload rules' words and the refusals about an application's status are marked in @sla/domain, the
 * service's general answers in @sla/data and in the shell's catalogue: every page has them.
 */
export const SERVICE_MESSAGES = [
  // server/src/applications/statusMachine.ts: a change its table has no words for.
  msg('This change is not possible for this application now.'),
  // server/src/applications/applicationMessages.ts and server/src/programs/programMessages.ts.
  msg('No such application.'),
  msg('No such programme.'),
  msg('Some required questions are not answered yet.'),
  msg('Some answers need attention.'),
  // server/src/applications/files/removeFile.ts and server/src/notices/markNoticeRead.ts.
  msg('No such file.'),
  msg('No such notice.'),
  // server/src/applications/files/uploadRules.ts (UPLOAD_MESSAGES): what only the service checks about a file.
  msg('Give the file a plain name without folders.'),
  msg('Give the file a plain name: it holds characters that change the direction text is shown in.'),
  msg(
    'This file also holds web page code (HTML or SVG), which we do not accept. Save it again as a plain PDF, PNG or JPEG and upload that.',
  ),
  msg('Give the file a shorter name (at most 200 characters).'),
  msg('This question does not take a file.'),
  msg('Say which question the file answers.'),
  // What happened to an application, as the service writes it on the timeline (server/src/applications/applicantTimeline.ts).
  msg('Started'),
  msg('Submitted'),
  msg('Review started'),
  msg('Withdrawn'),
  msg('Decision: accepted'),
  msg('Decision: on the waiting list'),
  msg('Decision: not accepted this time'),
  msg('Decision released'),
];

/** The route table's names (@sla/permissions) of this portal's screens. */
export const SCREEN_NAMES = [
  msg('Applicant dashboard'),
  msg('My applications'),
  msg('New application'),
  msg('Application'),
  msg('Edit application'),
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "10 March 2026", as the service words a day (announcedDate), in the page's language. */
function day(words: string): string {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(words);
  const month = match ? MONTHS.indexOf(match[2] ?? '') + 1 : 0;
  if (!match || !month) return words;
  return formatCalendarDate(`${match[3]}-${String(month).padStart(2, '0')}-${match[1]?.padStart(2, '0')}`);
}

/** "PDF, PNG or JPEG": a list of choices in English, in the page's language. */
const choices = (words: string) => formatList(words.split(/, | or /), 'disjunction');

// The service's sentences with a value in them, registered so that localiseMessage recognises them. The service
// writes the English sentences (where is said beside each); these only read them back.

// server/src/applications/files/uploadRules.ts (contentMismatch).
messageWith(msg('This file is not really a {type}. Only {types} files can be uploaded.'), { types: choices });
// server/src/applications/applicationMessages.ts (APPLICATION_MESSAGES).
messageWith(msg('You withdrew your application to {programme}, so you cannot apply again this round.'));
messageWith(msg('Applications for {programme} are closed.'));
messageWith(msg('Applications for {programme} open on {date}.'), { date: day });
messageWith(msg('The deadline for {programme} has passed, so this application can no longer be submitted.'));
messageWith(msg('Applications for {programme} are closed, so this application can no longer be submitted.'));
messageWith(msg('The deadline for {programme} has passed, so this application can no longer be changed.'));
messageWith(msg('Applications for {programme} are closed, so this application can no longer be changed.'));
// The notices a released decision leaves (server/src/review/noticeText.ts).
messageWith(msg('Congratulations! You have been accepted to {programme}.'));
messageWith(msg('You are on the waiting list for {programme}. We will write if a place becomes free.'));
messageWith(msg('The decision on your {programme} application is ready: we cannot offer you a place this time.'));
