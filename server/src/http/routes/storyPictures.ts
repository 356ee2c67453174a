import type { FastifyError, FastifyInstance } from 'fastify';
import { DataError } from '@sla/contract';
import * as stories from '@sla/contract/operations/alumni';
import { requirePermission } from '../../access.js';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '../../content/media/mediaRules.js';
import { readStoryPicture } from '../../content/storyPictures/readStoryPicture.js';
import { uploadStoryPicture } from '../../content/storyPictures/uploadStoryPicture.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** Room for the largest image allowed, so one just over it is refused in words, as the media library's upload is. */
const PICTURE_BODY_LIMIT = MEDIA_MAX_BYTES + 1024;

const refusal = (message: string) => new DataError('invalid_input', message).toBody();

/**
 * Pictures alumni add to their stories (decision 0048). The upload reads a raw body of any declared type as bytes, in
 * a scope of its own (as the media library's does); the read is for the author and editors only, never cached by a
 * shared cache.
 */
export function storyPicturesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  operationRoutes(app, deps)(stories.readStoryPicture, async (request, reply) => {
    const bytes = await readStoryPicture(ctx, request.caller, request.params.id, request.params.width);
    return reply.header('cache-control', 'private, max-age=3600').type('image/webp').send(bytes);
  });

  void app.register(async (uploads) => {
    // After the parent scope's authentication: nobody without the right gets an answer before 10 MB is read.
    uploads.addHook('onRequest', async (request) => {
      await requirePermission(ctx, request.caller, 'share_alumni_stories', { action: 'upload_story_picture' });
    });
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    uploads.setErrorHandler((error: FastifyError | Error, _request, reply) => {
      if (error instanceof UploadRefusal) return reply.status(error.status).send(refusal(error.message));
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(413).send(refusal(MEDIA_MESSAGES.tooLarge()));
      throw error;
    });
    operationRoutes(uploads, deps)(
      stories.uploadStoryPicture,
      (request) => uploadStoryPicture(ctx, request.caller, { fileName: request.headers['x-file-name'], body: request.body }),
      { bodyLimit: PICTURE_BODY_LIMIT },
    );
  });
}
