import type { FastifyInstance } from 'fastify';
import type { Operation } from '@sla/contract/operations';
import { deleteTranslation } from '../../content/translations/deleteTranslation.js';
import { getTranslation } from '../../content/translations/getTranslation.js';
import { saveTranslation } from '../../content/translations/saveTranslation.js';
import type { TranslationSubject } from '../../content/translations/translationSubjects.js';
import type { RouteDeps } from '../app.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';
import { operationRoute, type OperationRequest } from '../operationRoute.js';

type ByLocale = OperationRequest<Operation> & { params: Record<string, string> };

/**
 * An item's French version: GET, PUT and DELETE at `<item>/translations/{locale}`, declared per kind of item
 * (contract/content/translations) and answered by the same three service functions for every kind. The services type
 * the fields loosely (they are the subject's); the declared answer schema is what checks them.
 */
export function translationRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  subject: TranslationSubject,
  idParam: 'id' | 'programId',
  operations: { get: Operation; save: Operation; remove: Operation },
): void {
  const { ctx } = deps;
  const at = (request: ByLocale) => [request.params[idParam]!, request.params.locale!] as const;
  operationRoute(app, deps, operations.get, ((request: ByLocale) =>
    getTranslation(ctx, request.caller, subject, ...at(request))) as never);
  operationRoute(
    app,
    deps,
    operations.save,
    ((request: ByLocale) => saveTranslation(ctx, request.caller, subject, ...at(request), request.body)) as never,
    { bodyLimit: MARKDOWN_BODY_LIMIT },
  );
  operationRoute(app, deps, operations.remove, ((request: ByLocale) =>
    deleteTranslation(ctx, request.caller, subject, ...at(request))) as never);
}
