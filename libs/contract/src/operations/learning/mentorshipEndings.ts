import * as z from 'zod/mini';
import { MENTOR_REQUESTERS } from '../../schemas/mentorRequests.js';
import { endMentorshipAsStaffInput, endMentorshipInput, MENTORSHIP_ENDERS } from '../../schemas/mentorshipEndings.js';
import { operation } from '../operation.js';
import { mentorSummary } from './cohorts.js';
import { mentorship } from './mentoring.js';

/**
 * A mentorship as staff who pair mentors see it (manage_program_settings): who, since when, how it started, how it is
 * going in numbers, and how it ended with staff's reason. Never the messages, check-ins or the note one side left the
 * other: those are the two people's.
 */
export const staffMentorship = z.strictObject({
  id: z.string(),
  student: mentorSummary,
  mentor: mentorSummary,
  cohortName: z.nullable(z.string()),
  /** Whether an accepted request started it, and whom that request came from; null: staff paired them. */
  askedAs: z.nullable(z.enum(MENTOR_REQUESTERS)),
  pairedAt: z.string(),
  endedAt: z.nullable(z.string()),
  endedBy: z.nullable(z.enum(MENTORSHIP_ENDERS)),
  /** The staff member who ended it, by name (null: not staff, or nameless). */
  endedByName: z.nullable(z.string()),
  /** Staff's reason (staff's ending only). */
  endReason: z.nullable(z.string()),
  messages: z.int(),
  lastMessageAt: z.nullable(z.string()),
  tasks: z.int(),
  tasksDone: z.int(),
  checkins: z.int(),
});
export type StaffMentorship = z.output<typeof staffMentorship>;

/** Staff who pair mentors (the same permission as closing a request and unpairing on a cohort's page). */
const pairingStaff = { anyOf: ['manage_program_settings'] } as const;

export const endMentorship = operation({
  id: 'endMentorship',
  method: 'POST',
  path: '/mentorships/{id}/end',
  summary:
    'End your current mentorship, as its mentee or its mentor, with an optional note to the other side, who is told by a notice and an e-mail; the conversation stays readable. Only its two people (404 for anyone else); 409 once ended',
  body: endMentorshipInput,
  answer: mentorship,
  status: 200,
  access: 'signedIn',
  refusals: [400, 401, 403, 404, 409],
});

export const getMentorshipAsStaff = operation({
  id: 'getMentorshipAsStaff',
  method: 'GET',
  path: '/mentoring/mentorships/{id}',
  summary: 'Any mentorship as staff see it: the two people, how it started and ended, and counts (never its messages)',
  answer: staffMentorship,
  status: 200,
  access: pairingStaff,
  refusals: [401, 403, 404],
});

export const endMentorshipAsStaff = operation({
  id: 'endMentorshipAsStaff',
  method: 'POST',
  path: '/mentoring/mentorships/{id}/end',
  summary:
    'Staff end a current mentorship, with a reason kept for staff and audited; both people are told (without the reason). 409 once ended',
  body: endMentorshipAsStaffInput,
  answer: staffMentorship,
  status: 200,
  access: pairingStaff,
  refusals: [400, 401, 403, 404, 409],
});

export const mentorshipEndingOperations = [endMentorship, getMentorshipAsStaff, endMentorshipAsStaff] as const;
