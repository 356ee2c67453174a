import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { messageWith } from '../messages.js';
import { cursor, limit } from './paging.js';

/**
 * Asking for a mentor (decision 0047): a student's short note to an alumnus who offered to mentor, the alumnus's answer,
 * and the staff list's filters. One schema each for the form and the service.
 */

export const MENTOR_REQUEST_LIMITS = {
  /** The note is short on purpose: an introduction, not a cover letter. */
  note: 1000,
  /** Open requests one student (or recent alumnus) may have at a time. */
  openPerStudent: 3,
  /** An alumnus may ask for a mentor for this many years after their alumni profile started (decision 0052). */
  recentAlumniYears: 2,
} as const;

/** Who asked: a student, or a recent alumnus (decision 0052). Kept on the request as it was when they asked. */
export const MENTOR_REQUESTERS = ['student', 'alumni'] as const;
export type MentorRequester = (typeof MENTOR_REQUESTERS)[number];

/** open: waiting for the mentor; accepted: the mentorship started; declined; withdrawn by the student; closed by staff
 * or because the student was paired meanwhile. */
export const MENTOR_REQUEST_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'closed'] as const;
export type MentorRequestStatus = (typeof MENTOR_REQUEST_STATUSES)[number];

export const MENTOR_REQUEST_MESSAGES = {
  chooseMentor: msg('Choose a mentor from the list.'),
  writeNote: msg('Write a short note to introduce yourself.'),
  noteTooLong: messageWith(msg('Keep the note to {max} characters or fewer.'))({ max: MENTOR_REQUEST_LIMITS.note }),
  noSuchMentor: msg('This person is not taking mentoring requests now. Choose someone else from the list.'),
  alreadyAsked: msg('You already asked this mentor. Wait for their answer, or withdraw your request.'),
  tooManyOpen: messageWith(msg('You have {max} requests waiting for an answer. Withdraw one before asking someone else.'))({
    max: MENTOR_REQUEST_LIMITS.openPerStudent,
  }),
  haveMentor: msg(
    'You already have a mentor. If it is not working, end the mentorship on your mentor page, then ask someone else.',
  ),
  noSuchRequest: msg('We could not find that request.'),
  notOpen: msg('This request has already been answered or withdrawn.'),
  pairedMeanwhile: msg('This student has just been given a mentor, so the request is closed.'),
  tooManyRequests: msg('You have asked for a mentor many times today. Try again tomorrow.'),
  chooseBlock: msg('Give true or false.'),
  notRecent: messageWith(
    msg(
      'Alumni may ask for a mentor here during the first {years} years after their programme. Find mentors in the directory and write to them in messages.',
    ),
  )({ years: MENTOR_REQUEST_LIMITS.recentAlumniYears }),
} as const;

export const mentorRequestInput = z.object({
  mentorUid: z
    .string({ error: MENTOR_REQUEST_MESSAGES.chooseMentor })
    .check(z.minLength(1, MENTOR_REQUEST_MESSAGES.chooseMentor), z.maxLength(128, MENTOR_REQUEST_MESSAGES.chooseMentor)),
  note: z
    .string({ error: MENTOR_REQUEST_MESSAGES.writeNote })
    .check(
      z.trim(),
      z.minLength(1, MENTOR_REQUEST_MESSAGES.writeNote),
      z.maxLength(MENTOR_REQUEST_LIMITS.note, MENTOR_REQUEST_MESSAGES.noteTooLong),
    ),
});
export type MentorRequestInput = z.input<typeof mentorRequestInput>;

/** Declining needs no reason; the mentor may also block the student, so no request comes from them again. */
export const declineMentorRequestInput = z.object({
  block: z._default(z.boolean({ error: MENTOR_REQUEST_MESSAGES.chooseBlock }), false),
});
export type DeclineMentorRequestInput = z.input<typeof declineMentorRequestInput>;

/** Staff's list: one status (none: every one), a keyset page at a time, newest first. */
export const mentorRequestsQuery = z.object({
  status: z.optional(z.enum(MENTOR_REQUEST_STATUSES, { error: msg('Choose a status from the list.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(100)),
});
export type MentorRequestsQuery = Omit<z.input<typeof mentorRequestsQuery>, 'limit'> & { limit?: number };

/** Each status as the three screens name it (the student's, the mentor's and staff's). */
export const MENTOR_REQUEST_STATUS_LABELS: Readonly<Record<MentorRequestStatus, string>> = {
  open: msg('Waiting for an answer'),
  accepted: msg('Accepted'),
  declined: msg('Declined'),
  withdrawn: msg('Withdrawn before an answer'),
  closed: msg('Closed without an answer'),
};

/** Who asked, as the mentor's and staff's lists label them (decision 0052). */
export const MENTOR_REQUESTER_LABELS: Readonly<Record<MentorRequester, string>> = {
  student: msg('Student'),
  alumni: msg('Alumnus or alumna'),
};

/** The badge each status wears. */
export const MENTOR_REQUEST_BADGES: Readonly<Record<MentorRequestStatus, string>> = {
  open: 'badge badge--warning',
  accepted: 'badge badge--success',
  declined: 'badge badge--info',
  withdrawn: 'badge badge--info',
  closed: 'badge badge--info',
};
