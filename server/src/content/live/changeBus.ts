import type { ContentChange } from '@sla/contract';
import { createLocalHub, type EventHub } from '../../live/eventHub.js';

/** A change, and the id of the live event that carried it (the stream's `id:`). */
export type ChangeListener = (change: ContentChange, eventId: string) => void;

/** Who hears about content changes: the live stream's open connections, on every instance. */
export interface ChangeBus {
  publish(change: ContentChange): void;
  /** Returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
}

/** The hub's channel of content changes. */
export const CONTENT_CHANNEL = 'content';

/**
 * Over the service's event hub: editors connected to any instance hear every change made through any other (PostgreSQL
 * LISTEN/NOTIFY, see live/postgresHub.ts), those on the instance that made it at once. A hub of its own when none is
 * given: one process.
 */
export function createChangeBus(hub: EventHub = createLocalHub()): ChangeBus {
  return {
    publish(change) {
      hub.publish(CONTENT_CHANNEL, change);
    },
    subscribe(listener) {
      return hub.subscribe(CONTENT_CHANNEL, (event) => listener(event.data as ContentChange, event.id));
    },
  };
}
