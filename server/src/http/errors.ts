import type { FastifyError, FastifyInstance } from 'fastify';
import { DataError } from '@sla/data';

/**
 * Every failure leaves as `{ error: { code, message, fieldErrors? } }`: DataErrors with their own
 * status; malformed requests as 400 in plain words; anything unexpected as a 500 without details
 * (the details go to the log).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DataError | Error, request, reply) => {
    if (error instanceof DataError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message =
        code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the body as JSON (Content-Type: application/json).'
          : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty; send a JSON object.'
              : /JSON/i.test(error.message)
                ? 'The request body is not valid JSON.'
                : 'The request is not valid.';
      return reply.status(status === 413 || status === 415 ? status : 400).send(new DataError('invalid_input', message).toBody());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(new DataError('internal', 'The server had a problem. Please try again in a moment.').toBody());
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(new DataError('not_found', `No endpoint ${request.method} ${request.url.split('?')[0]}.`).toBody()),
  );
}
