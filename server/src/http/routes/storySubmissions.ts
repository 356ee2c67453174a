import type { FastifyInstance } from 'fastify';
import * as stories from '@sla/contract/operations/alumni';
import * as submissions from '@sla/contract/operations/content';
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
import { operationRoutes } from '../operationRoute.js';

/** Stories alumni send in (/alumni/stories), and the editors' side of them (/content/submissions). */
export function storySubmissionsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  const markdown = { bodyLimit: MARKDOWN_BODY_LIMIT };
  route(stories.listMyStories, (request) => listMyStories(ctx, request.caller));
  route(stories.submitStory, (request) => submitStory(ctx, request.caller, request.body), markdown);
  route(stories.reviseStory, (request) => reviseStory(ctx, request.caller, request.params.id, request.body), markdown);
  route(stories.withdrawStory, (request) => withdrawStory(ctx, request.caller, request.params.id));
  route(submissions.listSubmissions, (request) => listSubmissions(ctx, request.caller, request.query));
  route(submissions.getSubmission, (request) => getSubmission(ctx, request.caller, request.params.id));
  route(submissions.takeOnSubmission, (request) => takeOnSubmission(ctx, request.caller, request.params.id));
  route(submissions.returnSubmission, (request) => returnSubmission(ctx, request.caller, request.params.id, request.body));
}
