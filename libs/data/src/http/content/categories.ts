import type { CategoriesRepository } from '../../repositories.js';
import type { Category } from '../../types.js';
import type { Transport } from '../transport.js';

const path = (id: string) => `/content/categories/${encodeURIComponent(id)}`;

export function httpCategoriesRepository(transport: Transport): CategoriesRepository {
  return {
    list: async () => (await transport.request<{ items: Category[] }>('GET', '/content/categories')).items,
    create: (input) => transport.request('POST', '/content/categories', { body: input }),
    rename: (id, input) => transport.request('PUT', path(id), { body: input }),
    reorder: async (input) =>
      (await transport.request<{ items: Category[] }>('PUT', '/content/categories-order', { body: input })).items,
    movePosts: async (id, input) =>
      (await transport.request<{ items: Category[] }>('POST', `${path(id)}/move-posts`, { body: input })).items,
    remove: (id) => transport.request('DELETE', path(id)),
  };
}
