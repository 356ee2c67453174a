import type { FastifyInstance } from 'fastify';
import { attachmentHeaders, downloadFile } from '../../applications/files/downloadFile.js';
import { removeFile } from '../../applications/files/removeFile.js';
import { uploadFile } from '../../applications/files/uploadFile.js';
import { registerUploadRoutes, UPLOAD_BODY_LIMIT } from '../uploadScope.js';
import type { RouteDeps } from '../app.js';

type FileParams = { Params: { id: string; fileId: string } };

/**
 * Files of the caller's own application. Uploads are raw bodies, read in a scope of their own (uploadScope.ts).
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

  registerUploadRoutes(app, (uploads) => {
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
