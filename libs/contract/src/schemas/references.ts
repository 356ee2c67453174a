import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { emailAddress, keepItTo } from './fields.js';
import { cursor, limit } from './paging.js';

/** Where a reference request stands: asked and waiting, or the letter came. A replaced referee is history, not listed. */
export const REFERENCE_STATUSES = ['requested', 'received'] as const;
/** The staff list's filter: overdue is "requested" past its deadline. */
export const REFERENCE_FILTERS = ['requested', 'received', 'overdue'] as const;
/** A written letter's length limit, in characters (about four pages). */
export const REFERENCE_LETTER_MAX = 20000;

/** The applicant asking a referee (or a new one in place of one who has not answered). */
export const refereeInput = z.object({
  name: z
    .string({ error: msg('Enter the referee’s name.') })
    .check(
      z.trim(),
      z.minLength(1, msg('Enter the referee’s name.')),
      z.maxLength(100, msg('Keep the name to 100 characters or fewer.')),
    ),
  email: emailAddress,
});
export type RefereeInput = z.infer<typeof refereeInput>;

/** A letter written on the referee's page. */
export const writtenLetterInput = z.object({
  text: z
    .string({ error: msg('Write the letter, or upload it as a PDF.') })
    .check(
      z.trim(),
      z.minLength(1, msg('Write the letter, or upload it as a PDF.')),
      z.maxLength(REFERENCE_LETTER_MAX, keepItTo({ max: REFERENCE_LETTER_MAX })),
    ),
});

/** Staff's list of reference requests of one programme. */
export const referenceListQuery = z.object({
  programId: z.string({ error: msg('Choose a programme.') }).check(z.minLength(1, msg('Choose a programme.')), z.maxLength(64)),
  status: z.optional(z.enum(REFERENCE_FILTERS, { error: msg('Choose a status.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(200)),
});
export type ReferenceListQuery = Omit<z.input<typeof referenceListQuery>, 'limit'> & { limit?: number };
