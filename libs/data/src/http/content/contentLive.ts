import { streamContentChanges } from '@sla/contract/operations/content/live';
import type { ContentLiveRepository } from '../../repositories.js';
import type { ContentChange } from '@sla/contract';
import { followEventStream } from '../eventStream.js';
import type { Transport } from '../transport.js';

/** Content changes for editors' lists, as they happen (a stream: followed, not called). */
export function httpContentLiveRepository(transport: Transport): ContentLiveRepository {
  return {
    subscribe: async (onChange, onState) =>
      followEventStream<ContentChange>(transport, streamContentChanges.path, onChange, onState),
  };
}
