import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { queueQuery } from './applications.js';
import { cursor, limit } from './paging.js';

/** How long one message may be: a letter, not a document (files go in the application). */
export const MESSAGE_MAX_LENGTH = 5000;

export const APPLICANT_MESSAGE_RULES = {
  write: msg('Write your message.'),
  tooLong: msg('Keep the message to 5,000 characters or fewer.'),
  /**
   * A set of recipients chosen by a decision would tell each of them what was decided, released or not (decision
   * 0043): a decision may choose recipients only among the decisions applicants already see (status "Decided").
   */
  decisionNotReleased: msg(
    'A decision cannot choose who gets a message until applicants can see it: filter by the status “Decided” too, which writes only to those whose decision is released.',
  ),
} as const;

/** A message as anyone writes it: Markdown, which the service renders and sanitises. */
export const messageBody = z
  .string({ error: APPLICANT_MESSAGE_RULES.write })
  .check(
    z.trim(),
    z.minLength(1, APPLICANT_MESSAGE_RULES.write),
    z.maxLength(MESSAGE_MAX_LENGTH, APPLICANT_MESSAGE_RULES.tooLong),
  );

/** One message, to one application's thread (staff) or in reply (its applicant). */
export const applicantMessageInput = z.object({ body: messageBody });
export type ApplicantMessageInput = z.infer<typeof applicantMessageInput>;

/** The queue's filters that choose who gets a message (a page, a size and an order mean nothing to a set). */
const recipientFilters = z.omit(queueQuery, { cursor: true, limit: true, sort: true });

/**
 * The one rule that keeps an unreleased decision out of a message's recipients: a decision filter only together with
 * the status "Decided", which for messages means released decisions only. The admin form disables its button with
 * the same words.
 */
export function recipientFilterProblem(filters: { status?: string | undefined; decision?: string | undefined }): string | null {
  return filters.decision && filters.status !== 'decided' ? APPLICANT_MESSAGE_RULES.decisionNotReleased : null;
}

const decisionRule = z.refine<{ status?: string | undefined; decision?: string | undefined }>(
  (filters) => recipientFilterProblem(filters) === null,
  { message: APPLICANT_MESSAGE_RULES.decisionNotReleased, path: ['decision'] },
);

/** Who a message to a filtered set would reach, as a query (the count shown before sending). */
export const messageRecipientsQuery = recipientFilters.check(decisionRule);
export type MessageRecipientsQuery = z.input<typeof messageRecipientsQuery>;

/** A message to every application of a filtered set of the queue: one message in each application's thread. */
export const bulkApplicantMessageInput = z.extend(recipientFilters, { body: messageBody }).check(decisionRule);
export type BulkApplicantMessageInput = z.infer<typeof bulkApplicantMessageInput>;

/** A page of a thread (newest first) or of a list of threads (latest message first). */
export const messageThreadQuery = z.object({ cursor: z.optional(cursor), limit: z.optional(limit(100)) });
export type MessageThreadQuery = Omit<z.input<typeof messageThreadQuery>, 'limit'> & { limit?: number };

/** The staff inbox: threads with the latest message first; unread=1 keeps those with replies staff have not read. */
export const messageInboxQuery = z.extend(messageThreadQuery, { unread: z.optional(z.enum(['1', '0'])) });
export type MessageInboxQuery = Omit<z.input<typeof messageInboxQuery>, 'limit'> & { limit?: number };
