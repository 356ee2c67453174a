import * as z from 'zod/mini';
import {
  declineMentorRequestInput,
  MENTOR_REQUESTERS,
  MENTOR_REQUEST_STATUSES,
  mentorRequestInput,
  mentorRequestsQuery,
} from '../../schemas/mentorRequests.js';
import { operation } from '../operation.js';

/**
 * Asking for a mentor (decisions 0047 and 0052). A mentor on offer, as a student or a recent alumnus sees them: the card alumni see of each other
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
  /** Whether the caller has an open request to them. */
  asked: z.boolean(),
});
export type OfferedMentor = z.output<typeof offeredMentor>;

/** One request, as its student (or alumnus: `askedAs`), its mentor or staff see it. */
export const mentorRequest = z.strictObject({
  id: z.string(),
  /** Whether the one who asked was a student or a recent alumnus when they asked (decision 0052). */
  askedAs: z.enum(MENTOR_REQUESTERS),
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
  /** The mentorship an accepted request started (null otherwise), and when it ended (null: current or none). */
  mentorshipId: z.nullable(z.string()),
  mentorshipEndedAt: z.nullable(z.string()),
});
export type MentorRequest = z.output<typeof mentorRequest>;

export const mentorRequestPage = z.strictObject({ items: z.array(mentorRequest), nextCursor: z.nullable(z.string()) });
export type MentorRequestPage = z.output<typeof mentorRequestPage>;

/**
 * Students ask (access_mentor_support), and so do recent alumni (decision 0052): the alumni portal's permission
 * (network_with_alumni) lets the call in, and the service's data rule then refuses an alumnus whose profile started
 * more than MENTOR_REQUEST_LIMITS.recentAlumniYears ago (403 in words) from seeing mentors and asking; reading and
 * withdrawing one's own requests stays open to them.
 */
const askers = { anyOf: ['access_mentor_support', 'network_with_alumni'] } as const;
/** Alumni answer what they were asked (admins hold the permission too and are simply never asked). */
const mentors = { anyOf: ['network_with_alumni'] } as const;
/** Staff who pair mentors see every request and step in. */
const pairingStaff = { anyOf: ['manage_program_settings'] } as const;

/** Whether the caller may ask now, and what they have: what the alumni portal's navigation and page go by. */
export const mentorAsking = z.strictObject({
  /** A student, or an alumnus within their first years (the service's rule); false for anyone else. */
  mayAsk: z.boolean(),
  /** For an alumnus: the instant they can no longer ask (null for a student and for anyone who cannot ask). */
  askUntil: z.nullable(z.string()),
  /** Whether they have a current mentor (a mentorship not ended where they are the mentee). */
  hasMentor: z.boolean(),
  /** Their requests waiting for an answer. */
  openRequests: z.int(),
});
export type MentorAsking = z.output<typeof mentorAsking>;

export const getMentorAsking = operation({
  id: 'getMentorAsking',
  method: 'GET',
  path: '/mentoring/asking',
  summary: 'Whether you may ask for a mentor now (a student, or an alumnus in their first two years), and what you have',
  answer: mentorAsking,
  status: 200,
  access: askers,
  refusals: [401, 403],
});

export const listOfferedMentors = operation({
  id: 'listOfferedMentors',
  method: 'GET',
  path: '/mentoring/mentors',
  summary:
    'Alumni open to mentoring whom you may ask (none who blocked you or whom you blocked, not you), by name; 403 in words for an alumnus past their first two years',
  answer: z.strictObject({ items: z.array(offeredMentor) }),
  status: 200,
  access: askers,
  refusals: [401, 403],
});

export const listMyMentorRequests = operation({
  id: 'listMyMentorRequests',
  method: 'GET',
  path: '/mentoring/requests',
  summary: 'Your requests for a mentor and their answers, newest first',
  answer: z.strictObject({ items: z.array(mentorRequest) }),
  status: 200,
  access: askers,
  refusals: [401, 403],
});

export const askMentor = operation({
  id: 'askMentor',
  method: 'POST',
  path: '/mentoring/requests',
  summary:
    'Ask an alumnus open to mentoring to be your mentor, with a short note (a few open at a time; rate limited); 403 in words for an alumnus past their first two years',
  body: mentorRequestInput,
  answer: mentorRequest,
  status: 201,
  access: askers,
  refusals: [400, 401, 403, 409, 413, 429],
});

export const withdrawMentorRequest = operation({
  id: 'withdrawMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/withdraw',
  summary: 'Withdraw your open request (someone else’s answers 404; an answered one 409)',
  answer: mentorRequest,
  status: 200,
  access: askers,
  refusals: [401, 403, 404, 409],
});

export const listMentorRequestsToMe = operation({
  id: 'listMentorRequestsToMe',
  method: 'GET',
  path: '/mentoring/requests/to-me',
  summary: 'Requests students and recent alumni sent you: the open ones first, then the last answered',
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
  summary: 'Decline a request sent to you, no reason needed, and block the one who asked if you choose',
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
  summary: 'Staff close an open request (the one who asked and the mentor are told); pairing is done on the cohort’s page',
  answer: mentorRequest,
  status: 200,
  access: pairingStaff,
  refusals: [401, 403, 404, 409],
});

export const mentorRequestOperations = [
  getMentorAsking,
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
