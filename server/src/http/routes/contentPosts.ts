import type { FastifyInstance } from 'fastify';
import * as posts from '@sla/contract/operations/content';
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
import { POST_TRANSLATIONS } from '../../content/translations/translationSubjects.js';
import type { RouteDeps } from '../app.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';
import { operationRoutes } from '../operationRoute.js';
import { translationRoutes } from './translationRoutes.js';

/** The content portal's posts: written, versioned and published by the content team, and the editor's home. */
export function contentPostsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  const markdown = { bodyLimit: MARKDOWN_BODY_LIMIT };
  route(posts.getContentOverview, (request) => getContentOverview(ctx, request.caller));
  route(posts.listEditorPosts, (request) => listEditorPosts(ctx, request.caller, request.query));
  route(posts.createPost, (request) => createPost(ctx, request.caller, request.body), markdown);
  route(posts.getEditorPost, (request) => getEditorPost(ctx, request.caller, request.params.id));
  route(posts.updatePost, (request) => updatePost(ctx, request.caller, request.params.id, request.body), markdown);
  route(posts.deletePost, (request) => deletePost(ctx, request.caller, request.params.id));
  route(posts.setPostStatus, (request) => setPostStatus(ctx, request.caller, request.params.id, request.body));
  route(posts.listPostVersions, (request) => listPostVersions(ctx, request.caller, request.params.id));
  route(posts.getPostVersion, (request) => getPostVersion(ctx, request.caller, request.params.id, request.params.version));
  route(posts.restorePostVersion, (request) =>
    restorePostVersion(ctx, request.caller, request.params.id, request.params.version),
  );
  translationRoutes(app, deps, POST_TRANSLATIONS, 'id', {
    get: posts.getPostTranslation,
    save: posts.savePostTranslation,
    remove: posts.deletePostTranslation,
  });
}
