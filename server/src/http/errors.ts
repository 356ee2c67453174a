import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DataError, SERVER_PROBLEM } from '@sla/contract';
import { documentlessHeaders } from '@sla/security-headers';
import { REQUEST_TOO_LARGE } from '@sla/contract/serviceMessages';
import { inputRefusal } from '../db/inputRefusal.js';

/**
 * Every failure leaves as `{ error: { code, message, fieldErrors? } }`: DataErrors with their own
 * status; malformed requests (and values the database refused as unreadable) as 400 in plain
 * words; anything unexpected as a 500 without details (the details go to the log).
 */
const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

// Connection failures and PostgreSQL's "shutting down / cannot connect now" classes (57P0x, 08xxx).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03']);

/** Whether `error` says the database could not be reached (rather than that a query was wrong). */
export function databaseUnreachable(error: unknown): boolean {
  for (
    let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 4;
    depth++
  ) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (
      typeof cause.message === 'string' &&
      /Connection terminated|connection timeout|not queryable|timeout exceeded when trying to connect|terminating connection|the database system is/i.test(
        cause.message,
      )
    )
      return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}

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
            ? REQUEST_TOO_LARGE
            : code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty; send a JSON object.'
              : /JSON/i.test(error.message)
                ? 'The request body is not valid JSON.'
                : 'The request is not valid.';
      return reply.status(status === 413 || status === 415 ? status : 400).send(new DataError('invalid_input', message).toBody());
    }
    const refused = inputRefusal(error);
    if (refused) {
      // Defence in depth: the input checks should have refused this before any query ran, so it is
      // logged as the bug it is, but the caller still learns it was their input, not an outage.
      request.log.error({ err: error }, 'input refused by the database');
      return reply.status(400).send(new DataError('invalid_input', refused).toBody());
    }
    if (databaseUnreachable(error)) {
      // PostgreSQL restarting or failing over: a moment's outage, said as one, so clients and balancers retry.
      request.log.warn({ err: error }, 'database unreachable');
      return reply.status(503).header('retry-after', '2').send(new DataError('unavailable', DATABASE_UNAVAILABLE).toBody());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(new DataError('internal', SERVER_PROBLEM).toBody());
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(new DataError('not_found', `No endpoint ${request.method} ${request.url.split('?')[0]}.`).toBody()),
  );
}

/**
 * Fastify's own refusals from before routing (a path whose %-escapes do not decode, FST_ERR_BAD_URL)
 * skip the error handler; pass this as the `frameworkErrors` option so they too answer in the service's shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code !== 'FST_ERR_BAD_URL') request.log.error({ err: error }, 'framework error');
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? 400 : 500;
  const body =
    status === 400
      ? new DataError(
          'invalid_input',
          error.code === 'FST_ERR_BAD_URL'
            ? 'The address is not valid: it holds a broken %-escape or text that is not UTF-8.'
            : 'The address is not valid: one of its parts is too long or malformed.',
        )
      : new DataError('internal', SERVER_PROBLEM);
  // These answers skip the onSend hooks, so they take the security headers here.
  void reply
    .headers(documentlessHeaders({ https: request.protocol === 'https' }))
    .status(status)
    .send(body.toBody());
}
