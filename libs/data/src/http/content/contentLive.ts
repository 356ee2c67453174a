import { streamContentChanges } from '../../contract/content/live.js';
import type { ContentLiveRepository } from '../../repositories.js';
import type { ContentChange } from '../../types.js';
import { followEventStream } from '../eventStream.js';
import type { Transport } from '../transport.js';

/** Content changes for editors' lists, as they happen (a stream: followed, not called). */
export function httpContentLiveRepository(transport: Transport): ContentLiveRepository {
  return {
    subscribe: async (onChange, onState) =>
      followEventStream<ContentChange>(transport, streamContentChanges.path, onChange, onState),
  };
}
