import type { ContentChange } from '@sla/contract';

export type ChangeListener = (change: ContentChange) => void;

/** Who hears about content changes: the live stream's open connections. */
export interface ChangeBus {
  publish(change: ContentChange): void;
  /** Returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
}

/**
 * In-process: editors connected to this service instance hear every change made through it. Several
 * instances behind one load balancer would each need the others' changes (PostgreSQL LISTEN/NOTIFY);
 * until then, an editor on another instance sees a change on the next load.
 */
export function createChangeBus(): ChangeBus {
  const listeners = new Set<ChangeListener>();
  return {
    publish(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          console.error('[live] a listener failed', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
