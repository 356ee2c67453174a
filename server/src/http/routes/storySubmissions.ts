import type { FastifyInstance } from 'fastify';
import { getSubmission } from '../../content/submissions/getSubmission.js';
import { listMyStories } from '../../content/submissions/listMyStories.js';
import { listSubmissions } from '../../content/submissions/listSubmissions.js';
import { returnSubmission } from '../../content/submissions/returnSubmission.js';
import { reviseStory } from '../../content/submissions/reviseStory.js';
import { submitStory } from '../../content/submissions/submitStory.js';
import { takeOnSubmission } from '../../content/submissions/takeOnSubmission.js';
import { withdrawStory } from '../../content/submissions/withdrawStory.js';
import type { RouteDeps } from '../app.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';

type ById = { Params: { id: string } };

/** Stories alumni send in (/alumni/stories), and the editors' side of them (/content/submissions). */
export function storySubmissionsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/alumni/stories', (request) => listMyStories(ctx, request.caller));
  app.post('/alumni/stories', { bodyLimit: MARKDOWN_BODY_LIMIT }, async (request, reply) =>
    reply.status(201).send(await submitStory(ctx, request.caller, request.body)),
  );
  app.put<ById>('/alumni/stories/:id', { bodyLimit: MARKDOWN_BODY_LIMIT }, (request) =>
    reviseStory(ctx, request.caller, request.params.id, request.body),
  );
  app.post<ById>('/alumni/stories/:id/withdraw', (request) => withdrawStory(ctx, request.caller, request.params.id));
  app.get('/content/submissions', (request) => listSubmissions(ctx, request.caller, request.query));
  app.get<ById>('/content/submissions/:id', (request) => getSubmission(ctx, request.caller, request.params.id));
  app.post<ById>('/content/submissions/:id/take-on', async (request, reply) =>
    reply.status(201).send(await takeOnSubmission(ctx, request.caller, request.params.id)),
  );
  app.post<ById>('/content/submissions/:id/return', (request) =>
    returnSubmission(ctx, request.caller, request.params.id, request.body),
  );
}
