import type { MediaRepository } from '../../repositories.js';
import type { Transport } from '../transport.js';

const path = (id: string) => `/content/media/${encodeURIComponent(id)}`;

export function httpMediaRepository(transport: Transport): MediaRepository {
  return {
    list: (query = {}) => transport.request('GET', '/content/media', { query: { ...query } }),
    upload: (file, onProgress) => transport.upload('/content/media', file, onProgress),
    setAlt: (id, alt) => transport.request('PUT', path(id), { body: { alt } }),
    remove: (id) => transport.request('DELETE', path(id)),
  };
}
