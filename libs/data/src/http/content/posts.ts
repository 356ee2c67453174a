import * as posts from '@sla/contract/operations/content';
import type { PostsRepository } from '../../repositories.js';
import { call } from '../call.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';
import { httpTranslationsRepository } from './translations.js';

export function httpPostsRepository(transport: Transport): PostsRepository {
  const version = (id: string, number: number) => ({ params: { id, version: String(number) } });
  return {
    list: (query = {}) => call(transport, posts.listEditorPosts, { query }),
    get: (id) => orNull(call(transport, posts.getEditorPost, { params: { id } })),
    create: (body) => call(transport, posts.createPost, { body }),
    update: (id, body) => call(transport, posts.updatePost, { params: { id }, body }),
    setStatus: (id, body) => call(transport, posts.setPostStatus, { params: { id }, body }),
    remove: (id) => call(transport, posts.deletePost, { params: { id } }),
    versions: {
      list: async (id) => (await call(transport, posts.listPostVersions, { params: { id } })).items,
      get: (id, number) => orNull(call(transport, posts.getPostVersion, version(id, number))),
      restore: (id, number) => call(transport, posts.restorePostVersion, version(id, number)),
    },
    translations: httpTranslationsRepository(transport, 'id', {
      get: posts.getPostTranslation,
      save: posts.savePostTranslation,
      remove: posts.deletePostTranslation,
    }),
    overview: () => call(transport, posts.getContentOverview, {}),
  };
}
