import type { FastifyInstance } from 'fastify';
import { createPost } from '../../content/posts/createPost.js';
import { deletePost } from '../../content/posts/deletePost.js';
import { getContentOverview } from '../../content/posts/getContentOverview.js';
import { getEditorPost } from '../../content/posts/getEditorPost.js';
import { getPostVersion } from '../../content/posts/getPostVersion.js';
import { listEditorPosts } from '../../content/posts/listEditorPosts.js';
import { listPostVersions } from '../../content/posts/listPostVersions.js';
import { restorePostVersion } from '../../content/posts/restorePostVersion.js';
import { setPostStatus } from '../../content/posts/setPostStatus.js';
import { updatePost } from '../../content/posts/updatePost.js';
import { deleteTranslation } from '../../content/translations/deleteTranslation.js';
import { getTranslation } from '../../content/translations/getTranslation.js';
import { saveTranslation } from '../../content/translations/saveTranslation.js';
import { POST_TRANSLATIONS } from '../../content/translations/translationSubjects.js';
import type { RouteDeps } from '../app.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';

type ById = { Params: { id: string } };

type ByVersion = { Params: { id: string; version: string } };

type ByLocale = { Params: { id: string; locale: string } };

/** The content portal's posts: written, versioned and published by the content team, and the editor's home. */
export function contentPostsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/content/overview', (request) => getContentOverview(ctx, request.caller));
  app.get('/content/posts', (request) => listEditorPosts(ctx, request.caller, request.query));
  app.post('/content/posts', { bodyLimit: MARKDOWN_BODY_LIMIT }, async (request, reply) =>
    reply.status(201).send(await createPost(ctx, request.caller, request.body)),
  );
  app.get<ById>('/content/posts/:id', (request) => getEditorPost(ctx, request.caller, request.params.id));
  app.put<ById>('/content/posts/:id', { bodyLimit: MARKDOWN_BODY_LIMIT }, (request) =>
    updatePost(ctx, request.caller, request.params.id, request.body),
  );
  app.delete<ById>('/content/posts/:id', async (request, reply) => {
    await deletePost(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
  app.post<ById>('/content/posts/:id/status', (request) => setPostStatus(ctx, request.caller, request.params.id, request.body));
  app.get<ById>('/content/posts/:id/versions', (request) => listPostVersions(ctx, request.caller, request.params.id));
  app.get<ByVersion>('/content/posts/:id/versions/:version', (request) =>
    getPostVersion(ctx, request.caller, request.params.id, request.params.version),
  );
  app.post<ByVersion>('/content/posts/:id/versions/:version/restore', (request) =>
    restorePostVersion(ctx, request.caller, request.params.id, request.params.version),
  );
  app.get<ByLocale>('/content/posts/:id/translations/:locale', (request) =>
    getTranslation(ctx, request.caller, POST_TRANSLATIONS, request.params.id, request.params.locale),
  );
  app.put<ByLocale>('/content/posts/:id/translations/:locale', { bodyLimit: MARKDOWN_BODY_LIMIT }, (request) =>
    saveTranslation(ctx, request.caller, POST_TRANSLATIONS, request.params.id, request.params.locale, request.body),
  );
  app.delete<ByLocale>('/content/posts/:id/translations/:locale', async (request, reply) => {
    await deleteTranslation(ctx, request.caller, POST_TRANSLATIONS, request.params.id, request.params.locale);
    return reply.status(204).send();
  });
}
