import type { FastifyError, FastifyInstance } from 'fastify';
import { DataError } from '@sla/contract';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/contract/schemas';
import { requireCaller } from '../access.js';
import { UploadRefusal } from '../applications/files/uploadRefusal.js';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../applications/files/uploadRules.js';

/** Room for the largest file allowed, so a file just over it is refused by name ("larger than 10 MB"), not cut off. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 1024;

const refusal = (message: string) => new DataError('invalid_input', message).toBody();

/**
 * Registers routes that take one file as the raw request body (its type in Content-Type, its name in X-File-Name), in
 * a scope of their own: only there are bodies of any type read as bytes, with a limit sized for files; every other
 * route keeps JSON and the service's small limit. Nobody signed in gets a 401 before the body is read (unless `public`:
 * the route checks its own link token); a refused type
 * or size answers 415/413 in words.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  routes: (uploads: FastifyInstance) => void,
  options: { public?: boolean } = {},
): void {
  void app.register(async (uploads) => {
    // Runs after the parent scope's authentication. A public upload (a referee's letter) is proven by its link instead.
    if (!options.public)
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
    routes(uploads);
  });
}
