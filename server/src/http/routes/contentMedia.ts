import type { FastifyError, FastifyInstance } from 'fastify';
import { DataError } from '@sla/contract';
import * as library from '@sla/contract/operations/content';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import { deleteMedia } from '../../content/media/deleteMedia.js';
import { listMedia } from '../../content/media/listMedia.js';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '../../content/media/mediaRules.js';
import { setMediaAlt } from '../../content/media/setMediaAlt.js';
import { MEDIA_WRITERS, uploadMedia } from '../../content/media/uploadMedia.js';
import { requireAnyPermission } from '../../access.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** Room for the largest image allowed, so one just over it is refused in words ("larger than 10 MB"), not cut off. */
const MEDIA_BODY_LIMIT = MEDIA_MAX_BYTES + 1024;

const refusal = (message: string) => new DataError('invalid_input', message).toBody();

/**
 * The media library for editors. Uploads are raw bodies (the image itself; its name in X-File-Name), so the
 * upload route has a scope of its own where a body of any type is read as bytes with a limit sized for
 * images; every other route keeps JSON and the service's small limit.
 */
export function contentMediaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(library.listMedia, (request) => listMedia(ctx, request.caller, request.query));
  route(library.setMediaAlt, (request) => setMediaAlt(ctx, request.caller, request.params.id, request.body));
  route(library.deleteMedia, (request) => deleteMedia(ctx, request.caller, request.params.id));

  void app.register(async (uploads) => {
    // Runs after the parent scope's authentication: nobody without the right gets an answer before 10 MB is read.
    uploads.addHook('onRequest', async (request) => {
      await requireAnyPermission(ctx, request.caller, MEDIA_WRITERS, { action: 'upload_media' });
    });
    // Every type, JSON and text included, is read as bytes: the content decides what the file is, not what
    // the browser declared.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEDIA_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    uploads.setErrorHandler((error: FastifyError | Error, _request, reply) => {
      if (error instanceof UploadRefusal) return reply.status(error.status).send(refusal(error.message));
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(413).send(refusal(MEDIA_MESSAGES.tooLarge()));
      throw error;
    });
    const upload = operationRoutes(uploads, deps);
    upload(
      library.uploadMedia,
      (request) => uploadMedia(ctx, request.caller, { fileName: request.headers['x-file-name'], body: request.body }),
      { bodyLimit: MEDIA_BODY_LIMIT },
    );
  });
}
