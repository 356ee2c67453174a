import * as z from 'zod/mini';
import {
  declineMentorRequestInput,
  MENTOR_REQUEST_STATUSES,
  mentorRequestInput,
  mentorRequestsQuery,
} from '../../schemas/mentorRequests.js';
import { operation } from '../operation.js';

/**
 * Asking for a mentor (decision 0047). A mentor on offer, as a student sees them: the card alumni see of each other
 * (each field only if its visibility reaches alumni), never an e-mail address.
 */
export const offeredMentor = z.strictObject({
  uid: z.string(),
  name: z.string(),
  headline: z.nullable(z.string()),
  field: z.nullable(z.string()),
  country: z.nullable(z.string()),
  programName: z.nullable(z.string()),
  cohortYear: z.nullable(z.int()),
  /** Whether the student has an open request to them. */
  asked: z.boolean(),
});
export type OfferedMentor = z.output<typeof offeredMentor>;

/** One request, as its student, its mentor or staff see it. */
export const mentorRequest = z.strictObject({
  id: z.string(),
  studentUid: z.string(),
  studentName: z.nullable(z.string()),
  mentorUid: z.string(),
  mentorName: z.nullable(z.string()),
  note: z.string(),
  status: z.enum(MENTOR_REQUEST_STATUSES),
  createdAt: z.string(),
  answeredAt: z.nullable(z.string()),
  /** Who closed it, for staff: 'staff' or 'paired' (the student was given a mentor another way); null otherwise. */
  closedBecause: z.nullable(z.enum(['staff', 'paired'])),
});
export type MentorRequest = z.output<typeof mentorRequest>;

export const mentorRequestPage = z.strictObject({ items: z.array(mentorRequest), nextCursor: z.nullable(z.string()) });
export type MentorRequestPage = z.output<typeof mentorRequestPage>;

/** Students ask (access_mentor_support). */
const students = { anyOf: ['access_mentor_support'] } as const;
/** Alumni answer what they were asked (admins hold the permission too and are simply never asked). */
const mentors = { anyOf: ['network_with_alumni'] } as const;
/** Staff who pair mentors see every request and step in. */
const pairingStaff = { anyOf: ['manage_program_settings'] } as const;

export const listOfferedMentors = operation({
  id: 'listOfferedMentors',
  method: 'GET',
  path: '/mentoring/mentors',
  summary: 'Alumni open to mentoring whom you may ask (none who blocked you or whom you blocked), by name',
  answer: z.strictObject({ items: z.array(offeredMentor) }),
  status: 200,
  access: students,
  refusals: [401, 403],
});

export const listMyMentorRequests = operation({
  id: 'listMyMentorRequests',
  method: 'GET',
  path: '/mentoring/requests',
  summary: 'Your requests for a mentor and their answers, newest first',
  answer: z.strictObject({ items: z.array(mentorRequest) }),
  status: 200,
  access: students,
  refusals: [401, 403],
});

export const askMentor = operation({
  id: 'askMentor',
  method: 'POST',
  path: '/mentoring/requests',
  summary: 'Ask an alumnus open to mentoring to be your mentor, with a short note (a few open at a time; rate limited)',
  body: mentorRequestInput,
  answer: mentorRequest,
  status: 201,
  access: students,
  refusals: [400, 401, 403, 409, 413, 429],
});

export const withdrawMentorRequest = operation({
  id: 'withdrawMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/withdraw',
  summary: 'Withdraw your open request (someone else’s answers 404; an answered one 409)',
  answer: mentorRequest,
  status: 200,
  access: students,
  refusals: [401, 403, 404, 409],
});

export const listMentorRequestsToMe = operation({
  id: 'listMentorRequestsToMe',
  method: 'GET',
  path: '/mentoring/requests/to-me',
  summary: 'Requests students sent you: the open ones first, then the last answered',
  answer: z.strictObject({ items: z.array(mentorRequest) }),
  status: 200,
  access: mentors,
  refusals: [401, 403],
});

export const acceptMentorRequest = operation({
  id: 'acceptMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/accept',
  summary: 'Accept a request sent to you: the mentorship starts (someone else’s answers 404; an answered one 409)',
  answer: mentorRequest,
  status: 200,
  access: mentors,
  refusals: [401, 403, 404, 409],
});

export const declineMentorRequest = operation({
  id: 'declineMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/decline',
  summary: 'Decline a request sent to you, no reason needed, and block the student if you choose',
  body: declineMentorRequestInput,
  answer: mentorRequest,
  status: 200,
  access: mentors,
  refusals: [400, 401, 403, 404, 409],
});

export const listAllMentorRequests = operation({
  id: 'listAllMentorRequests',
  method: 'GET',
  path: '/mentoring/requests/all',
  summary: 'Every request for a mentor, newest first, by status, a keyset page at a time (staff)',
  query: mentorRequestsQuery,
  answer: mentorRequestPage,
  status: 200,
  access: pairingStaff,
  refusals: [400, 401, 403],
});

export const closeMentorRequest = operation({
  id: 'closeMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/close',
  summary: 'Staff close an open request (the student and the mentor are told); pairing is done on the cohort’s page',
  answer: mentorRequest,
  status: 200,
  access: pairingStaff,
  refusals: [401, 403, 404, 409],
});

export const mentorRequestOperations = [
  listOfferedMentors,
  listMyMentorRequests,
  askMentor,
  withdrawMentorRequest,
  listMentorRequestsToMe,
  acceptMentorRequest,
  declineMentorRequest,
  listAllMentorRequests,
  closeMentorRequest,
] as const;
