import type { PostsRepository } from '../../repositories.js';
import type { EditorPost } from '../../types.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';
import { httpTranslationsRepository } from './translations.js';
import { httpVersionsRepository } from './versions.js';

const path = (id: string) => `/content/posts/${encodeURIComponent(id)}`;

export function httpPostsRepository(transport: Transport): PostsRepository {
  return {
    list: (query = {}) => transport.request('GET', '/content/posts', { query: { ...query } }),
    get: (id) => orNull(transport.request<EditorPost>('GET', path(id))),
    create: (input) => transport.request('POST', '/content/posts', { body: input }),
    update: (id, input) => transport.request('PUT', path(id), { body: input }),
    setStatus: (id, input) => transport.request('POST', `${path(id)}/status`, { body: input }),
    remove: (id) => transport.request('DELETE', path(id)),
    versions: httpVersionsRepository<EditorPost>(transport, path),
    translations: httpTranslationsRepository(transport, path),
    overview: () => transport.request('GET', '/content/overview'),
  };
}
