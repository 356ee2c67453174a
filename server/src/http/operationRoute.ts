import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import * as z from 'zod/mini';
import {
  isSchema,
  type ContentAnswer,
  type Operation,
  type OperationAnswer,
  type OperationParams,
} from '@sla/contract/operations';
import type { RouteDeps } from './app.js';

/** What the routes need of RouteDeps to hold answers to their declarations. */
export type AnswerChecks = Pick<RouteDeps, 'checkAnswers' | 'answerChecked'>;

export type OperationRequest<O extends Operation> = FastifyRequest<{ Params: OperationParams<O> }>;

/** What a handler gives back: the answer to send, or for a file or a stream the reply it sent itself. */
export type Handled<O extends Operation> = O['answer'] extends ContentAnswer ? FastifyReply : OperationAnswer<O>;

/**
 * Registers a declared operation's route: its method, its path (with :name for {name}) and its status. The handler
 * answers what the declaration says; the service function behind it still checks the permission, then the input.
 * With `checkAnswers` (tests, development) an answer outside the declared schema fails loudly.
 */
export function operationRoute<O extends Operation>(
  app: FastifyInstance,
  { checkAnswers, answerChecked }: AnswerChecks,
  operation: O,
  handle: (request: OperationRequest<O>, reply: FastifyReply) => Promise<Handled<O>>,
  options: RouteShorthandOptions = {},
): void {
  const fileAnswer =
    operation.answer && !isSchema(operation.answer) && operation.answer.kind === 'file' ? operation.answer : null;
  app.route({
    ...options,
    // A file's type is checked as it goes out, so a wrong one is this request's 500 rather than a log line.
    ...(checkAnswers && fileAnswer
      ? {
          onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            if (reply.statusCode < 300) checkContentType(operation, fileAnswer, reply.getHeader('content-type'));
            return payload;
          },
        }
      : {}),
    method: operation.method,
    url: operation.path.replace(/\{(\w+)\}/g, ':$1'),
    handler: async (request, reply) => {
      // Set before the handler runs, so one that answers another success says so on the reply (starting an
      // application answers 200, not 201, with the draft already started).
      reply.status(operation.status);
      if (operation.answer && !isSchema(operation.answer)) {
        const sent = await handle(request as OperationRequest<O>, reply);
        if (checkAnswers) answerChecked?.(operation.id);
        return sent;
      }
      const answer = await handle(request as OperationRequest<O>, reply);
      if (checkAnswers) {
        checkAnswer(operation, answer);
        answerChecked?.(operation.id);
      }
      return operation.answer === null ? reply.send() : reply.send(answer);
    },
  });
}

/** Throws when a file or stream went out as another type than its declaration says. */
function checkContentType(operation: Operation, declared: ContentAnswer, sent: unknown): void {
  const type = String(sent ?? '');
  // "application/octet-stream" declares a type that varies (an uploaded file goes back as what it was).
  const varies = declared.contentType === 'application/octet-stream';
  if (!type || (!varies && !type.startsWith(declared.contentType)))
    throw new Error(`${operation.id} declares ${declared.contentType} but sent ${type || 'no Content-Type'}`);
}

/** Throws when `answer` is not what `operation` declares (a field too many, missing or of another type). */
export function checkAnswer(operation: Operation, answer: unknown): void {
  if (operation.answer && !isSchema(operation.answer)) return;
  if (operation.answer === null) {
    if (answer !== undefined) throw new Error(`${operation.id} declares no answer but answered ${JSON.stringify(answer)}`);
    return;
  }
  // As the browser will read it: dates become strings, undefined fields go.
  const sent: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const result = z.safeParse(operation.answer as z.ZodMiniType, sent);
  if (!result.success)
    throw new Error(`${operation.id} answered outside its declared schema: ${JSON.stringify(result.error.issues)}`);
}

/** A route file's shorthand for `operationRoute` on one app (or upload scope): `route(operation, handler)`. */
export const operationRoutes =
  (app: FastifyInstance, deps: AnswerChecks) =>
  <O extends Operation>(
    operation: O,
    handle: (request: OperationRequest<O>, reply: FastifyReply) => Promise<Handled<O>>,
    options?: RouteShorthandOptions,
  ): void =>
    operationRoute(app, deps, operation, handle, options);
