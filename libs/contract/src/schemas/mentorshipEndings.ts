import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { messageWith } from '../messages.js';
import { MENTOR_REQUEST_LIMITS, MENTOR_REQUEST_MESSAGES } from './mentorRequests.js';

/**
 * Ending a mentorship (decision 0052, amended): either side may, with an optional kind note to the other, as short as the
 * note that asked for a mentor; staff may end any current one, with a reason kept for staff only.
 */
export const MENTORSHIP_END_LIMITS = {
  note: MENTOR_REQUEST_LIMITS.note,
  reason: 1000,
} as const;

/** Who ended a mentorship: its mentee (`student`, as a mentorship calls its mentee), its mentor, or staff. */
export const MENTORSHIP_ENDERS = ['student', 'mentor', 'staff'] as const;
export type MentorshipEnder = (typeof MENTORSHIP_ENDERS)[number];

export const MENTORSHIP_END_MESSAGES = {
  noteNotText: msg('Write the note as text.'),
  writeReason: msg('Say why the mentorship is ending. Only staff read it.'),
  reasonTooLong: messageWith(msg('Keep the reason to {max} characters or fewer.'))({ max: MENTORSHIP_END_LIMITS.reason }),
} as const;

/** The side's ending: an optional note to the other side (empty: none). */
export const endMentorshipInput = z.object({
  note: z._default(
    z
      .string({ error: MENTORSHIP_END_MESSAGES.noteNotText })
      .check(z.trim(), z.maxLength(MENTORSHIP_END_LIMITS.note, MENTOR_REQUEST_MESSAGES.noteTooLong)),
    '',
  ),
});
export type EndMentorshipInput = z.input<typeof endMentorshipInput>;

/** Staff's ending: a reason, required, kept for staff and in the audit entry, never shown to the two people. */
export const endMentorshipAsStaffInput = z.object({
  reason: z
    .string({ error: MENTORSHIP_END_MESSAGES.writeReason })
    .check(
      z.trim(),
      z.minLength(1, MENTORSHIP_END_MESSAGES.writeReason),
      z.maxLength(MENTORSHIP_END_LIMITS.reason, MENTORSHIP_END_MESSAGES.reasonTooLong),
    ),
});
export type EndMentorshipAsStaffInput = z.input<typeof endMentorshipAsStaffInput>;
