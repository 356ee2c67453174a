import type { FastifyInstance } from 'fastify';
import { createCategory } from '../../content/categories/createCategory.js';
import { deleteCategory } from '../../content/categories/deleteCategory.js';
import { listEditorCategories } from '../../content/categories/listEditorCategories.js';
import { moveCategoryPosts } from '../../content/categories/moveCategoryPosts.js';
import { renameCategory } from '../../content/categories/renameCategory.js';
import { reorderCategories } from '../../content/categories/reorderCategories.js';
import type { RouteDeps } from '../app.js';

type ById = { Params: { id: string } };

/** The content portal's categories: listed for post writers, changed by those who manage them. */
export function contentCategoriesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/content/categories', (request) => listEditorCategories(ctx, request.caller));
  app.post('/content/categories', async (request, reply) =>
    reply.status(201).send(await createCategory(ctx, request.caller, request.body)),
  );
  app.put<ById>('/content/categories/:id', (request) => renameCategory(ctx, request.caller, request.params.id, request.body));
  app.put('/content/categories-order', (request) => reorderCategories(ctx, request.caller, request.body));
  app.post<ById>('/content/categories/:id/move-posts', (request) =>
    moveCategoryPosts(ctx, request.caller, request.params.id, request.body),
  );
  app.delete<ById>('/content/categories/:id', async (request, reply) => {
    await deleteCategory(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
}
