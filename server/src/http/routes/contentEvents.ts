import type { FastifyInstance } from 'fastify';
import { createEvent } from '../../content/events/createEvent.js';
import { deleteEvent } from '../../content/events/deleteEvent.js';
import { getEventVersion } from '../../content/events/getEventVersion.js';
import { listEventVersions } from '../../content/events/listEventVersions.js';
import { getEditorEvent } from '../../content/events/getEditorEvent.js';
import { listEditorEvents } from '../../content/events/listEditorEvents.js';
import { restoreEventVersion } from '../../content/events/restoreEventVersion.js';
import { updateEvent } from '../../content/events/updateEvent.js';
import { EVENT_TRANSLATIONS } from '../../content/translations/translationSubjects.js';
import * as events from '@sla/contract/operations/content';
import type { RouteDeps } from '../app.js';
import { operationRoute } from '../operationRoute.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';
import { translationRoutes } from './translationRoutes.js';

/** Events as content editors write them, with their versions. */
export function contentEventsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const markdown = { bodyLimit: MARKDOWN_BODY_LIMIT };
  operationRoute(app, deps, events.listEditorEvents, (request) => listEditorEvents(ctx, request.caller, request.query));
  operationRoute(app, deps, events.createEvent, (request) => createEvent(ctx, request.caller, request.body), markdown);
  operationRoute(app, deps, events.getEditorEvent, (request) => getEditorEvent(ctx, request.caller, request.params.id));
  operationRoute(
    app,
    deps,
    events.updateEvent,
    (request) => updateEvent(ctx, request.caller, request.params.id, request.body),
    markdown,
  );
  operationRoute(app, deps, events.deleteEvent, (request) => deleteEvent(ctx, request.caller, request.params.id));
  operationRoute(app, deps, events.listEventVersions, (request) => listEventVersions(ctx, request.caller, request.params.id));
  operationRoute(app, deps, events.getEventVersion, (request) =>
    getEventVersion(ctx, request.caller, request.params.id, request.params.version),
  );
  operationRoute(app, deps, events.restoreEventVersion, (request) =>
    restoreEventVersion(ctx, request.caller, request.params.id, request.params.version),
  );
  translationRoutes(app, deps, EVENT_TRANSLATIONS, 'id', {
    get: events.getEventTranslation,
    save: events.saveEventTranslation,
    remove: events.deleteEventTranslation,
  });
}
