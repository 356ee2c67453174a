import * as z from 'zod/mini';
import { UPLOAD_MAX_MB } from '../../schemas/applications.js';
import { REFERENCE_STATUSES, referenceListQuery, refereeInput, writtenLetterInput } from '../../schemas/references.js';
import { fileAnswer, fileBody, operation } from '../operation.js';

/** One referee of an application, as its applicant sees them: never the letter. */
export const referenceRequest = z.strictObject({
  id: z.string(),
  /** 1 to the number of referees the form asks for. */
  slot: z.int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  /** When the current referee was first asked. */
  requestedAt: z.string(),
  /** When the request's e-mail last went (the first time, a resend or the reminder). */
  lastSentAt: z.string(),
  receivedAt: z.nullable(z.string()),
});
export type ReferenceRequest = z.output<typeof referenceRequest>;

/** The references part of an application: how many referees, until when, and each slot's referee (null: not asked). */
export const myReferences = z.strictObject({
  count: z.int(),
  /** The letters' deadline (ISO), shown in `timeZone`; null: none. */
  dueAt: z.nullable(z.string()),
  timeZone: z.string(),
  /** Whether requests may be sent, replaced or resent now (the application is open and the deadline not passed). */
  canRequest: z.boolean(),
  slots: z.array(z.nullable(referenceRequest)),
});
export type MyReferences = z.output<typeof myReferences>;

/** A referee's letter as reviewers see it: written here, or a PDF to download. */
export const referenceLetterSummary = z.strictObject({
  id: z.string(),
  slot: z.int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  requestedAt: z.string(),
  dueAt: z.nullable(z.string()),
  receivedAt: z.nullable(z.string()),
  /** The written letter, when it was written on the page. */
  text: z.nullable(z.string()),
  /** The uploaded PDF, when it was uploaded. */
  file: z.nullable(z.strictObject({ name: z.string(), size: z.int() })),
});
export type ReferenceLetterSummary = z.output<typeof referenceLetterSummary>;

/** What the referee's page shows before the letter: who asks, for what, until when. */
export const referenceInvitation = z.strictObject({
  refereeName: z.string(),
  applicantName: z.string(),
  programme: z.string(),
  dueAt: z.nullable(z.string()),
  timeZone: z.string(),
  maxSizeMb: z.number(),
});
export type ReferenceInvitation = z.output<typeof referenceInvitation>;

export const letterReceived = z.strictObject({ message: z.string(), receivedAt: z.string() });
export type LetterReceived = z.output<typeof letterReceived>;

/** One row of the staff list of reference requests. */
export const referenceListItem = z.strictObject({
  id: z.string(),
  applicationId: z.string(),
  applicantName: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  overdue: z.boolean(),
  requestedAt: z.string(),
  dueAt: z.nullable(z.string()),
  receivedAt: z.nullable(z.string()),
});
export type ReferenceListItem = z.output<typeof referenceListItem>;

const own = (permission: 'view_own_applications' | 'edit_own_applications') => ({ anyOf: [permission] }) as const;

export const listMyReferences = operation({
  id: 'listMyReferences',
  method: 'GET',
  path: '/applications/{id}/references',
  summary: 'The referees of your application and whether each letter came (never the letter)',
  answer: myReferences,
  status: 200,
  access: own('view_own_applications'),
  refusals: [401, 403, 404],
});

export const requestReference = operation({
  id: 'requestReference',
  method: 'PUT',
  path: '/applications/{id}/references/{slot}',
  summary:
    'Ask a referee for a letter (e-mails them a link), or ask another in place of one who has not answered (their link stops working)',
  body: refereeInput,
  answer: referenceRequest,
  status: 200,
  access: own('edit_own_applications'),
  refusals: [400, 401, 403, 404, 409, 429],
});

export const resendReference = operation({
  id: 'resendReference',
  method: 'POST',
  path: '/applications/{id}/references/{slot}/resend',
  summary: 'Send a referee the request again, with a new link (a few times a day at most)',
  answer: referenceRequest,
  status: 200,
  access: own('edit_own_applications'),
  refusals: [401, 403, 404, 409, 429],
});

/** Staff and reviewers reading the letters. */
const readers = { anyOf: ['view_applications'] } as const;

export const listApplicationReferences = operation({
  id: 'listApplicationReferences',
  method: 'GET',
  path: '/review/applications/{id}/references',
  summary: 'An application’s referees, with the written letters',
  answer: z.strictObject({ items: z.array(referenceLetterSummary) }),
  status: 200,
  access: readers,
  refusals: [401, 403, 404],
});

export const downloadReferenceLetter = operation({
  id: 'downloadReferenceLetter',
  method: 'GET',
  path: '/review/applications/{id}/references/{referenceId}/letter',
  summary: 'A referee’s uploaded letter (PDF)',
  answer: fileAnswer('application/pdf'),
  status: 200,
  access: readers,
  refusals: [401, 403, 404],
});

export const listReferenceRequests = operation({
  id: 'listReferenceRequests',
  method: 'GET',
  path: '/review/references',
  summary: 'A programme’s reference requests, newest first, by status (requested, received, overdue)',
  query: referenceListQuery,
  answer: z.strictObject({ items: z.array(referenceListItem), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: readers,
  refusals: [400, 401, 403],
});

export const openReferenceLink = operation({
  id: 'openReferenceLink',
  method: 'GET',
  path: '/public/references/{token}',
  summary: 'What a referee’s link asks for; 404 for an unknown or replaced link, 409 when the letter came or is no longer wanted',
  answer: referenceInvitation,
  status: 200,
  access: 'public',
  refusals: [404, 409, 429],
});

export const writeReferenceLetter = operation({
  id: 'writeReferenceLetter',
  method: 'POST',
  path: '/public/references/{token}/letter',
  summary: 'Send the letter written on the referee’s page (once, before the deadline)',
  body: writtenLetterInput,
  answer: letterReceived,
  status: 201,
  access: 'public',
  refusals: [400, 404, 409, 429],
});

export const uploadReferenceLetter = operation({
  id: 'uploadReferenceLetter',
  method: 'POST',
  path: '/public/references/{token}/file',
  summary: `Send the letter as one PDF (at most ${UPLOAD_MAX_MB} MB, its name URI-encoded in X-File-Name; once, before the deadline)`,
  body: fileBody(['application/pdf', 'application/octet-stream']),
  answer: letterReceived,
  status: 201,
  access: 'public',
  refusals: [400, 404, 409, 413, 415, 429],
});

/** Reference letters (decision 0042): the applicant's referees, the referee's link, and the letters for reviewers. */
export const referenceOperations = [
  listMyReferences,
  requestReference,
  resendReference,
  listApplicationReferences,
  downloadReferenceLetter,
  listReferenceRequests,
  openReferenceLink,
  writeReferenceLetter,
  uploadReferenceLetter,
] as const;
