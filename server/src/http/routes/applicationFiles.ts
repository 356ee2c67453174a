import type { FastifyError, FastifyInstance } from 'fastify';
import { DataError } from '@sla/data';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/data/schemas';
import { attachmentHeaders, downloadFile } from '../../applications/files/downloadFile.js';
import { removeFile } from '../../applications/files/removeFile.js';
import { uploadFile } from '../../applications/files/uploadFile.js';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../applications/files/uploadRules.js';
import { requireCaller } from '../../access.js';
import type { RouteDeps } from '../app.js';

type FileParams = { Params: { id: string; fileId: string } };

/** Room for the largest file allowed, so a file just over it is refused by name ("larger than 10 MB"), not cut off. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 1024;

const refusal = (message: string) => new DataError('invalid_input', message).toBody();

/**
 * Files of the caller's own application. Uploads are raw bodies (the file's type in Content-Type, its name in
 * X-File-Name), so the upload route lives in a scope of its own: only there are bodies of any type read as bytes,
 * with a limit sized for files; every other route keeps JSON and the service's small limit.
 */
export function applicationFilesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get<FileParams>('/applications/:id/files/:fileId', async (request, reply) => {
    const file = await downloadFile(ctx, request.caller, request.params.id, request.params.fileId);
    return reply.headers(attachmentHeaders(file)).send(file.content);
  });
  app.delete<FileParams>('/applications/:id/files/:fileId', async (request, reply) => {
    await removeFile(ctx, request.caller, request.params.id, request.params.fileId);
    return reply.status(204).send();
  });

  void app.register(async (uploads) => {
    // Runs after the parent scope's authentication: nobody signed in gets a 401 before 10 MB is read.
    uploads.addHook('onRequest', async (request) => {
      requireCaller(request.caller);
    });
    const asBytes = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
    uploads.addContentTypeParser(
      [...UPLOAD_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      asBytes,
    );
    // Any other type is read too, so the answer is a 415 in words rather than the parser's own refusal.
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, asBytes);
    uploads.setErrorHandler((error: FastifyError | Error, _request, reply) => {
      if (error instanceof UploadRefusal) return reply.status(error.status).send(refusal(error.message));
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(413).send(refusal(UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_MB)));
      throw error;
    });
    uploads.post<{ Params: { id: string }; Querystring: { questionId?: string } }>(
      '/applications/:id/files',
      { bodyLimit: UPLOAD_BODY_LIMIT },
      async (request, reply) => {
        const uploaded = await uploadFile(ctx, request.caller, request.params.id, {
          questionId: typeof request.query.questionId === 'string' ? request.query.questionId : undefined,
          contentType: request.headers['content-type'],
          fileName: request.headers['x-file-name'],
          body: request.body,
        });
        return reply.status(201).send(uploaded);
      },
    );
  });
}
