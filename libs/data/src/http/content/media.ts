import * as library from '@sla/contract/operations/content/media';
import type { MediaRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpMediaRepository(transport: Transport): MediaRepository {
  return {
    list: (query = {}) => call(transport, library.listMedia, { query }),
    upload: (file, onProgress) => call(transport, library.uploadMedia, { file, onProgress }),
    setAlt: (id, alt) => call(transport, library.setMediaAlt, { params: { id }, body: { alt } }),
    remove: (id) => call(transport, library.deleteMedia, { params: { id } }),
  };
}
