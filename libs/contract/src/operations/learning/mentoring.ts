import * as z from 'zod/mini';
import {
  checkinInput,
  mentorMessageInput,
  mentorMessagesQuery,
  mentorTaskDoneInput,
  mentorTaskInput,
} from '../../schemas/learning.js';
import { MENTORSHIP_ENDERS } from '../../schemas/mentorshipEndings.js';
import { operation } from '../operation.js';
import { mentorSummary } from './cohorts.js';

export const mentorTask = z.strictObject({
  id: z.string(),
  title: z.string(),
  doneAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type MentorTask = z.output<typeof mentorTask>;

export const mentorCheckin = z.strictObject({
  id: z.string(),
  authorUid: z.string(),
  authorName: z.nullable(z.string()),
  /** A calendar date. */
  metOn: z.string(),
  notes: z.string(),
  nextSteps: z.string(),
  createdAt: z.string(),
});
export type MentorCheckin = z.output<typeof mentorCheckin>;

export const mentorMessage = z.strictObject({
  id: z.string(),
  authorUid: z.string(),
  authorName: z.nullable(z.string()),
  body: z.string(),
  sentAt: z.string(),
  mine: z.boolean(),
});
export type MentorMessage = z.output<typeof mentorMessage>;

/** A mentorship as one of its two people sees it. */
export const mentorship = z.strictObject({
  id: z.string(),
  student: mentorSummary,
  mentor: z.strictObject({ ...mentorSummary.shape, email: z.nullable(z.string()), headline: z.nullable(z.string()) }),
  cohortName: z.nullable(z.string()),
  pairedAt: z.string(),
  /** Which side the caller is on. */
  you: z.enum(['student', 'mentor']),
  tasks: z.array(mentorTask),
  checkins: z.array(mentorCheckin),
  unreadMessages: z.int(),
  /** When it ended (null: current); an ended one stays readable by its two people, without new messages or tasks. */
  endedAt: z.nullable(z.string()),
  /** Who ended it: its mentee, its mentor or staff; null while current, or when the programme's completion ended it. */
  endedBy: z.nullable(z.enum(MENTORSHIP_ENDERS)),
  /** The note the side who ended it left for the other (null: none); staff's reason is never here. */
  endNote: z.nullable(z.string()),
});
export type Mentorship = z.output<typeof mentorship>;

/** A mentor's mentee, in the mentor's list. */
export const mentee = z.strictObject({
  mentorshipId: z.string(),
  student: mentorSummary,
  cohortName: z.nullable(z.string()),
  pairedAt: z.string(),
  unreadMessages: z.int(),
  lastMessageAt: z.nullable(z.string()),
  openTasks: z.int(),
});
export type Mentee = z.output<typeof mentee>;

/**
 * One mentorship's operations: anyone signed in may ask, but only its two people get it (the service's rule, by
 * record); anyone else gets the 404 of a mentorship that does not exist, and a participant without their side's right
 * (the mentee access_mentor_support, or network_with_alumni for an alumnus mentee; the mentor a role that may mentor)
 * a 403.
 */
const theTwo = 'signedIn' as const;
const who = 'only its student and its mentor; 404 for anyone else';

export const getMyMentorship = operation({
  id: 'getMyMentorship',
  method: 'GET',
  path: '/mentoring/mine',
  summary:
    'Your current mentorship as a mentee (a student, or an alumnus whose request was accepted), else the last one that ended (to read, with endedAt); 404 "You have no mentor yet." before any',
  answer: mentorship,
  status: 200,
  // Students, and alumni who asked for a mentor (decision 0052).
  access: { anyOf: ['access_mentor_support', 'network_with_alumni'] },
  refusals: [401, 403, 404],
});

export const listMentees = operation({
  id: 'listMentees',
  method: 'GET',
  path: '/mentoring/mentees',
  summary: 'Your current mentees, newest pairing first, with unread messages and open tasks',
  answer: z.strictObject({ items: z.array(mentee) }),
  status: 200,
  // canMentor: those who run programmes and alumni (staff, admins, alumni).
  access: { anyOf: ['edit_programs', 'network_with_alumni'] },
  refusals: [401, 403],
});

export const getMentorship = operation({
  id: 'getMentorship',
  method: 'GET',
  path: '/mentorships/{id}',
  summary: `A mentorship with its tasks and check-ins (newest first), ended or not: ${who}; the mentor's e-mail is shown to the student only`,
  answer: mentorship,
  status: 200,
  access: theTwo,
  refusals: [401, 403, 404],
});

export const listMentorMessages = operation({
  id: 'listMentorMessages',
  method: 'GET',
  path: '/mentorships/{id}/messages',
  summary: `The message thread, newest first; reading it marks the other side's messages read: ${who}`,
  query: mentorMessagesQuery,
  answer: z.strictObject({ items: z.array(mentorMessage), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: theTwo,
  refusals: [400, 401, 403, 404],
});

export const sendMentorMessage = operation({
  id: 'sendMentorMessage',
  method: 'POST',
  path: '/mentorships/{id}/messages',
  summary: `Write to the other side, who gets an e-mail unless they turned "messages" off: ${who}; 409 once ended, 429 past 30 messages in 10 minutes`,
  body: mentorMessageInput,
  answer: mentorMessage,
  status: 201,
  access: theTwo,
  refusals: [400, 401, 403, 404, 409, 429],
});

export const addCheckin = operation({
  id: 'addCheckin',
  method: 'POST',
  path: '/mentorships/{id}/checkins',
  summary: `Log a check-in (a date not after today in the programme's time zone, notes, next steps): ${who}; 409 once ended`,
  body: checkinInput,
  answer: mentorCheckin,
  status: 201,
  access: theTwo,
  refusals: [400, 401, 403, 404, 409],
});

export const addMentorTask = operation({
  id: 'addMentorTask',
  method: 'POST',
  path: '/mentorships/{id}/tasks',
  summary: `Add a task to the agreed checklist: ${who}; 409 once ended`,
  body: mentorTaskInput,
  answer: mentorTask,
  status: 201,
  access: theTwo,
  refusals: [400, 401, 403, 404, 409],
});

export const setMentorTaskDone = operation({
  id: 'setMentorTaskDone',
  method: 'PUT',
  path: '/mentorships/{id}/tasks/{taskId}',
  summary: `Tick a task off or back on: ${who}; 409 once ended`,
  body: mentorTaskDoneInput,
  answer: mentorTask,
  status: 200,
  access: theTwo,
  refusals: [400, 401, 403, 404, 409],
});

export const removeMentorTask = operation({
  id: 'removeMentorTask',
  method: 'DELETE',
  path: '/mentorships/{id}/tasks/{taskId}',
  summary: `Remove a task: ${who}; 409 once ended`,
  answer: null,
  status: 204,
  access: theTwo,
  refusals: [401, 403, 404, 409],
});

/** Mentoring from both sides: the student's mentorship, the mentor's mentees, and one mentorship's thread. */
export const mentoringOperations = [
  getMyMentorship,
  listMentees,
  getMentorship,
  listMentorMessages,
  sendMentorMessage,
  addCheckin,
  addMentorTask,
  setMentorTaskDone,
  removeMentorTask,
] as const;
