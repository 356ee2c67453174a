import type { FastifyInstance } from 'fastify';
import { createEvent } from '../../content/events/createEvent.js';
import { deleteEvent } from '../../content/events/deleteEvent.js';
import { getEventVersion } from '../../content/events/getEventVersion.js';
import { listEventVersions } from '../../content/events/listEventVersions.js';
import { getEditorEvent } from '../../content/events/getEditorEvent.js';
import { listEditorEvents } from '../../content/events/listEditorEvents.js';
import { restoreEventVersion } from '../../content/events/restoreEventVersion.js';
import { updateEvent } from '../../content/events/updateEvent.js';
import { deleteTranslation } from '../../content/translations/deleteTranslation.js';
import { getTranslation } from '../../content/translations/getTranslation.js';
import { saveTranslation } from '../../content/translations/saveTranslation.js';
import { EVENT_TRANSLATIONS } from '../../content/translations/translationSubjects.js';
import type { RouteDeps } from '../app.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';

type ById = { Params: { id: string } };
type ByVersion = { Params: { id: string; version: string } };
type ByLocale = { Params: { id: string; locale: string } };

/** Events as content editors write them, with their versions. */
export function contentEventsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/content/events', (request) => listEditorEvents(ctx, request.caller, request.query));
  app.post('/content/events', { bodyLimit: MARKDOWN_BODY_LIMIT }, async (request, reply) =>
    reply.status(201).send(await createEvent(ctx, request.caller, request.body)),
  );
  app.get<ById>('/content/events/:id', (request) => getEditorEvent(ctx, request.caller, request.params.id));
  app.put<ById>('/content/events/:id', { bodyLimit: MARKDOWN_BODY_LIMIT }, (request) =>
    updateEvent(ctx, request.caller, request.params.id, request.body),
  );
  app.delete<ById>('/content/events/:id', async (request, reply) => {
    await deleteEvent(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
  app.get<ById>('/content/events/:id/versions', (request) => listEventVersions(ctx, request.caller, request.params.id));
  app.get<ByVersion>('/content/events/:id/versions/:version', (request) =>
    getEventVersion(ctx, request.caller, request.params.id, request.params.version),
  );
  app.post<ByVersion>('/content/events/:id/versions/:version/restore', (request) =>
    restoreEventVersion(ctx, request.caller, request.params.id, request.params.version),
  );
  app.get<ByLocale>('/content/events/:id/translations/:locale', (request) =>
    getTranslation(ctx, request.caller, EVENT_TRANSLATIONS, request.params.id, request.params.locale),
  );
  app.put<ByLocale>('/content/events/:id/translations/:locale', { bodyLimit: MARKDOWN_BODY_LIMIT }, (request) =>
    saveTranslation(ctx, request.caller, EVENT_TRANSLATIONS, request.params.id, request.params.locale, request.body),
  );
  app.delete<ByLocale>('/content/events/:id/translations/:locale', async (request, reply) => {
    await deleteTranslation(ctx, request.caller, EVENT_TRANSLATIONS, request.params.id, request.params.locale);
    return reply.status(204).send();
  });
}
