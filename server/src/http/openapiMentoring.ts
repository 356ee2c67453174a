import { checkinInput, mentorMessageInput, mentorMessagesQuery, mentorTaskDoneInput, mentorTaskInput } from '@sla/data/schemas';
import { ROLES } from '@sla/permissions';
import {
  answers,
  arrayOf,
  body,
  int,
  nullable,
  object,
  ok,
  page,
  pathParam,
  queryParams,
  ref,
  str,
  time,
} from './openapiHelpers.js';

const id = pathParam('id');
const mentorship = ok('The mentorship as the caller sees it', ref('Mentorship'));
const who = 'only its student (access_mentor_support) and its mentor (a role that may mentor); 404 for anyone else';

export const mentoringComponents = {
  MentoringPerson: object({ uid: str, displayName: nullable('string'), role: { enum: [...ROLES, null] } }),
  MentorTask: object({ id: str, title: str, doneAt: nullable('string'), createdAt: time }),
  MentorCheckin: object({
    id: str,
    authorUid: str,
    authorName: nullable('string'),
    metOn: { type: 'string', format: 'date' },
    notes: str,
    nextSteps: str,
    createdAt: time,
  }),
  MentorMessage: object({
    id: str,
    authorUid: str,
    authorName: nullable('string'),
    body: str,
    sentAt: time,
    mine: { type: 'boolean' },
  }),
  Mentorship: object({
    id: str,
    student: ref('MentoringPerson'),
    mentor: {
      allOf: [ref('MentoringPerson'), object({ email: nullable('string'), headline: nullable('string') })],
    },
    cohortName: nullable('string'),
    pairedAt: time,
    you: { enum: ['student', 'mentor'] },
    tasks: arrayOf(ref('MentorTask')),
    checkins: arrayOf(ref('MentorCheckin')),
    unreadMessages: int,
  }),
  Mentee: object({
    mentorshipId: str,
    student: ref('MentoringPerson'),
    cohortName: nullable('string'),
    pairedAt: time,
    unreadMessages: int,
    lastMessageAt: nullable('string'),
    openTasks: int,
  }),
};

/** Programme delivery's mentoring endpoints, described for the OpenAPI document (and so fuzzed by http/fuzz). */
export function mentoringPaths() {
  return {
    '/mentoring/mine': {
      get: {
        summary: 'Your current mentorship as a student (access_mentor_support); 404 "You have no mentor yet." before pairing',
        responses: answers({ 200: mentorship }, 401, 403, 404),
      },
    },
    '/mentoring/mentees': {
      get: {
        summary: 'Your current mentees, newest pairing first, with unread messages and open tasks (staff, admins, alumni)',
        responses: answers({ 200: ok('Your mentees', object({ items: arrayOf(ref('Mentee')) })) }, 401, 403),
      },
    },
    '/mentorships/{id}': {
      get: {
        summary: `A mentorship with its tasks and check-ins (newest first), ended or not: ${who}; the mentor's e-mail is shown to the student only`,
        parameters: [id],
        responses: answers({ 200: mentorship }, 401, 403, 404),
      },
    },
    '/mentorships/{id}/messages': {
      get: {
        summary: `The message thread, newest first; reading it marks the other side's messages read: ${who}`,
        parameters: [id, ...queryParams(mentorMessagesQuery)],
        responses: answers({ 200: page('MentorMessage') }, 400, 401, 403, 404),
      },
      post: {
        summary: `Write to the other side, who gets an e-mail unless they turned "messages" off: ${who}; 409 once ended, 429 past 30 messages in 10 minutes`,
        parameters: [id],
        requestBody: body(mentorMessageInput),
        responses: answers({ 201: ok('The message', ref('MentorMessage')) }, 400, 401, 403, 404, 409, 429),
      },
    },
    '/mentorships/{id}/checkins': {
      post: {
        summary: `Log a check-in (a date not after today in the programme's time zone, notes, next steps): ${who}; 409 once ended`,
        parameters: [id],
        requestBody: body(checkinInput),
        responses: answers({ 201: ok('The check-in', ref('MentorCheckin')) }, 400, 401, 403, 404, 409),
      },
    },
    '/mentorships/{id}/tasks': {
      post: {
        summary: `Add a task to the agreed checklist: ${who}; 409 once ended`,
        parameters: [id],
        requestBody: body(mentorTaskInput),
        responses: answers({ 201: ok('The task', ref('MentorTask')) }, 400, 401, 403, 404, 409),
      },
    },
    '/mentorships/{id}/tasks/{taskId}': {
      put: {
        summary: `Tick a task off or back on: ${who}; 409 once ended`,
        parameters: [id, pathParam('taskId')],
        requestBody: body(mentorTaskDoneInput),
        responses: answers({ 200: ok('The task', ref('MentorTask')) }, 400, 401, 403, 404, 409),
      },
      delete: {
        summary: `Remove a task: ${who}; 409 once ended`,
        parameters: [id, pathParam('taskId')],
        responses: answers({ 204: { description: 'Removed' } }, 401, 403, 404, 409),
      },
    },
  };
}
