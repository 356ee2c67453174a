import { formatList, msg, t } from '@sla/i18n';
import { formatCalendarDate } from '@sla/ui';
import { formatFileSizeWords } from '../format.js';

/**
 * Sentences this portal shows without writing them itself: the answer and upload rules' words (@sla/domain), which the
 * data service also answers with, its refusals about applications, files and notices, and the timeline and notices it
 * writes. They arrive in English; marked here so the catalogue has them, shown through translated(). The data
 * service's general answers (a connection problem, a refusal) are in the shell's catalogue, on every page.
 */
export const SERVICE_MESSAGES = [
  // The answer rules (libs/domain/src/answers/answerMessages.ts).
  msg('Answer this question.'),
  msg('Choose an option.'),
  msg('Choose at least one option.'),
  msg('Enter a date.'),
  msg('Upload a file.'),
  msg('This question is not on the form.'),
  msg('Upload a file for this question instead of typing an answer.'),
  msg('Give a text answer.'),
  msg('Choose from the options given.'),
  msg('Choose only one option.'),
  msg('Choose each option once.'),
  msg('Enter a real date, for example 2007-03-14.'),
  // What cannot be done to an application in its status (libs/domain/src/applications/statusRefusals.ts).
  msg('This application has been submitted, so it can no longer be changed.'),
  msg('This application is being reviewed, so it can no longer be changed.'),
  msg('A decision has been made on this application, so it can no longer be changed.'),
  msg('This application was withdrawn, so it can no longer be changed.'),
  msg('This application has already been submitted.'),
  msg('This application has already been submitted and is being reviewed.'),
  msg('This application has already been decided.'),
  msg('This application was withdrawn and cannot be submitted. Start a new one if the programme is still open.'),
  msg('This application has already been withdrawn.'),
  msg('A decision has been made on this application, so it can no longer be withdrawn.'),
  msg('This change is not possible for this application now.'),
  // The applications service (server/src/applications).
  msg('No such application.'),
  msg('No such programme.'),
  msg('Choose a programme.'),
  msg('Some required questions are not answered yet.'),
  msg('Some answers need attention.'),
  msg('Keep the reason to 1000 characters or fewer.'),
  msg('No such file.'),
  msg('No such notice.'),
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

/** "10 March 2026", as the service words a day, in the page's language. */
function day(words: string): string {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(words);
  const month = match ? MONTHS.indexOf(match[2] ?? '') + 1 : 0;
  if (!match || !month) return words;
  return formatCalendarDate(`${match[3]}-${String(month).padStart(2, '0')}-${match[1]?.padStart(2, '0')}`);
}

/** "PDF, PNG or JPEG", ".jpg or .jpeg": a list of choices in English, in the page's language. */
const choices = (words: string) => formatList(words.split(/, | or /), 'disjunction');

type Translate = (...groups: string[]) => string;

/** Sentences with a name, a number or a date in them, as @sla/domain and the service build them. */
const PATTERNS: [RegExp, Translate][] = [
  [
    /^Keep it to (\d+) characters or fewer \(you have (\d+)\)\.$/,
    (max, length) => t('Keep it to {max} characters or fewer (you have {length}).', { max: Number(max), length: Number(length) }),
  ],
  [
    /^Keep it to (\d+) words or fewer \(you have (\d+)\)\.$/,
    (limit, words) => t('Keep it to {limit} words or fewer (you have {words}).', { limit: Number(limit), words: Number(words) }),
  ],
  [
    /^“(.+)” is not a (.+) file\. Choose a \2 file\.$/,
    (name, types) => t('“{name}” is not a {types} file. Choose a {types} file.', { name, types: choices(types) }),
  ],
  [
    /^This file is not a (.+) file\. Choose a \1 file\.$/,
    (types) => t('This file is not a {types} file. Choose a {types} file.', { types: choices(types) }),
  ],
  [
    /^The file name must end in (.+) to match its type\.$/,
    (endings) => t('The file name must end in {endings} to match its type.', { endings: choices(endings) }),
  ],
  [/^“(.+)” is empty\. Choose another file\.$/, (name) => t('“{name}” is empty. Choose another file.', { name })],
  [
    /^“(.+)” is larger than ([\d.]+) MB \(it is (.+)\)\. Choose a smaller file\.$/,
    (name, limit, size) =>
      t('“{name}” is larger than {limit} MB (it is {size}). Choose a smaller file.', {
        name,
        limit: Number(limit),
        size: formatFileSizeWords(size),
      }),
  ],
  [
    /^This file is larger than ([\d.]+) MB\. Choose a smaller file\.$/,
    (limit) => t('This file is larger than {limit} MB. Choose a smaller file.', { limit: Number(limit) }),
  ],
  [
    /^This file is not really a (.+)\. Only (.+) files can be uploaded\.$/,
    (type, types) => t('This file is not really a {type}. Only {types} files can be uploaded.', { type, types: choices(types) }),
  ],
  [
    /^You withdrew your application to (.+), so you cannot apply again this round\.$/,
    (programme) => t('You withdrew your application to {programme}, so you cannot apply again this round.', { programme }),
  ],
  [/^Applications for (.+) are closed\.$/, (programme) => t('Applications for {programme} are closed.', { programme })],
  [
    /^Applications for (.+) open on (.+)\.$/,
    (programme, date) => t('Applications for {programme} open on {date}.', { programme, date: day(date) }),
  ],
  [
    /^The deadline for (.+) has passed, so this application can no longer be submitted\.$/,
    (programme) => t('The deadline for {programme} has passed, so this application can no longer be submitted.', { programme }),
  ],
  [
    /^Applications for (.+) are closed, so this application can no longer be submitted\.$/,
    (programme) => t('Applications for {programme} are closed, so this application can no longer be submitted.', { programme }),
  ],
  [
    /^The deadline for (.+) has passed, so this application can no longer be changed\.$/,
    (programme) => t('The deadline for {programme} has passed, so this application can no longer be changed.', { programme }),
  ],
  [
    /^Applications for (.+) are closed, so this application can no longer be changed\.$/,
    (programme) => t('Applications for {programme} are closed, so this application can no longer be changed.', { programme }),
  ],
  // The notices a released decision leaves (server/src/review/noticeText.ts).
  [
    /^Congratulations! You have been accepted to (.+)\.$/,
    (programme) => t('Congratulations! You have been accepted to {programme}.', { programme }),
  ],
  [
    /^You are on the waiting list for (.+)\. We will write if a place becomes free\.$/,
    (programme) => t('You are on the waiting list for {programme}. We will write if a place becomes free.', { programme }),
  ],
  [
    /^The decision on your (.+) application is ready: we cannot offer you a place this time\.$/,
    (programme) =>
      t('The decision on your {programme} application is ready: we cannot offer you a place this time.', { programme }),
  ],
];

/** A sentence that came from elsewhere (the service, a shared rule), in the page's language when a catalogue has it. */
export function translated(message: string): string;
export function translated(message: string | null | undefined): string | null | undefined;
export function translated(message: string | null | undefined): string | null | undefined {
  if (!message) return message;
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return translate(...match.slice(1).map((group) => group ?? ''));
  }
  return t(message);
}
