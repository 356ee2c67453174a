import type { FastifyInstance } from 'fastify';
import * as files from '@sla/contract/operations/applications';
import { downloadFile } from '../../applications/files/downloadFile.js';
import { sendFile } from '../sendFile.js';
import { removeFile } from '../../applications/files/removeFile.js';
import { uploadFile } from '../../applications/files/uploadFile.js';
import { registerUploadRoutes, UPLOAD_BODY_LIMIT } from '../uploadScope.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/**
 * Files of the caller's own application. Uploads are raw bodies, read in a scope of their own (uploadScope.ts).
 */
export function applicationFilesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(files.downloadApplicationFile, async (request, reply) => {
    const file = await downloadFile(ctx, request.caller, request.params.id, request.params.fileId);
    return sendFile(reply, file);
  });
  route(files.removeApplicationFile, (request) => removeFile(ctx, request.caller, request.params.id, request.params.fileId));

  registerUploadRoutes(app, (uploads) => {
    const upload = operationRoutes(uploads, deps);
    upload(
      files.uploadApplicationFile,
      (request) => {
        const { questionId } = request.query as { questionId?: unknown };
        return uploadFile(ctx, request.caller, request.params.id, {
          questionId: typeof questionId === 'string' ? questionId : undefined,
          contentType: request.headers['content-type'],
          fileName: request.headers['x-file-name'],
          body: request.body,
        });
      },
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );
  });
}
