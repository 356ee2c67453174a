import type { FastifyInstance } from 'fastify';
import * as categories from '@sla/contract/operations/content';
import { createCategory } from '../../content/categories/createCategory.js';
import { deleteCategory } from '../../content/categories/deleteCategory.js';
import { listEditorCategories } from '../../content/categories/listEditorCategories.js';
import { moveCategoryPosts } from '../../content/categories/moveCategoryPosts.js';
import { renameCategory } from '../../content/categories/renameCategory.js';
import { reorderCategories } from '../../content/categories/reorderCategories.js';
import type { RouteDeps } from '../app.js';
import { operationRoute } from '../operationRoute.js';

/** The content portal's categories: listed for post writers, changed by those who manage them. */
export function contentCategoriesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  operationRoute(app, deps, categories.listCategories, (request) => listEditorCategories(ctx, request.caller));
  operationRoute(app, deps, categories.createCategory, (request) => createCategory(ctx, request.caller, request.body));
  operationRoute(app, deps, categories.renameCategory, (request) =>
    renameCategory(ctx, request.caller, request.params.id, request.body),
  );
  operationRoute(app, deps, categories.reorderCategories, (request) => reorderCategories(ctx, request.caller, request.body));
  operationRoute(app, deps, categories.moveCategoryPosts, (request) =>
    moveCategoryPosts(ctx, request.caller, request.params.id, request.body),
  );
  operationRoute(app, deps, categories.deleteCategory, (request) => deleteCategory(ctx, request.caller, request.params.id));
}
