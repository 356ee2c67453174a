import * as categories from '@sla/contract/operations/content/categories';
import type { CategoriesRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpCategoriesRepository(transport: Transport): CategoriesRepository {
  return {
    list: async () => (await call(transport, categories.listCategories, {})).items,
    create: (body) => call(transport, categories.createCategory, { body }),
    rename: (id, body) => call(transport, categories.renameCategory, { params: { id }, body }),
    reorder: async (body) => (await call(transport, categories.reorderCategories, { body })).items,
    movePosts: async (id, body) => (await call(transport, categories.moveCategoryPosts, { params: { id }, body })).items,
    remove: (id) => call(transport, categories.deleteCategory, { params: { id } }),
  };
}
