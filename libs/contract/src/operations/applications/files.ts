import * as z from 'zod/mini';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '../../schemas/applications.js';
import { fileAnswer, fileBody, operation } from '../operation.js';
import { uploadedFile } from './applications.js';

/** Which file question an upload answers; the service says so in words when it is missing. */
export const uploadQuery = z.object({ questionId: z.string() });

export const uploadApplicationFile = operation({
  id: 'uploadApplicationFile',
  method: 'POST',
  path: '/applications/{id}/files',
  summary: `Upload a file answering a file question of your draft (at most ${UPLOAD_MAX_MB} MB, its name URI-encoded in X-File-Name); checked by name, type, size and content`,
  query: uploadQuery,
  // octet-stream too, so a browser that cannot tell the type gets the service's own answer about it.
  body: fileBody([...UPLOAD_TYPES, 'application/octet-stream']),
  answer: uploadedFile,
  status: 201,
  access: { anyOf: ['edit_own_applications'] },
  refusals: [400, 401, 403, 404, 409, 413, 415],
});

export const downloadApplicationFile = operation({
  id: 'downloadApplicationFile',
  method: 'GET',
  path: '/applications/{id}/files/{fileId}',
  summary: 'Download one of your application’s files (as an attachment, in its own type)',
  answer: fileAnswer('application/octet-stream'),
  status: 200,
  access: { anyOf: ['view_own_applications'] },
  refusals: [401, 403, 404],
});

export const removeApplicationFile = operation({
  id: 'removeApplicationFile',
  method: 'DELETE',
  path: '/applications/{id}/files/{fileId}',
  summary: 'Remove a file from your draft',
  answer: null,
  status: 204,
  access: { anyOf: ['edit_own_applications'] },
  refusals: [401, 403, 404, 409],
});

/** The files of the applicant's own application. */
export const fileOperations = [uploadApplicationFile, downloadApplicationFile, removeApplicationFile] as const;
