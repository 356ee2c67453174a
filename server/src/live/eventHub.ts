import { randomUUID } from 'node:crypto';

/** One live event: a unique id (also its server-sent event `id:`), the channel it was published on, and its data. */
export interface LiveEvent<T = unknown> {
  id: string;
  channel: string;
  data: T;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * Where live events go between the service's instances: content changes, role changes, ends of a person's streams
 * (suspension), new messages. Every subscriber on every instance hears each event once, in the order it reached the
 * instance.
 */
export interface EventHub {
  /** This instance, as stored beside its open streams and sent with its events. */
  readonly instance: string;
  /** Tells every subscriber of `channel`, on every instance; this instance's at once. Returns the event's id. */
  publish(channel: string, data: unknown): string;
  /** Returns the function that stops listening. */
  subscribe(channel: string, listener: LiveListener): () => void;
  /**
   * Called when events may have been missed for good (the listener connection was away longer than stored events
   * are kept): whoever shows live data should reload it (the service ends its open streams, so browsers reconnect).
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Hands events to a hub's subscribers: each listener once, a failing one not stopping the others. */
export function createDelivery() {
  const byChannel = new Map<string, Set<LiveListener>>();
  const gapListeners = new Set<() => void>();
  return {
    deliver(event: LiveEvent) {
      for (const listener of [...(byChannel.get(event.channel) ?? [])]) {
        try {
          listener(event);
        } catch (error) {
          console.error(`[live] a listener of ${event.channel} failed`, error);
        }
      }
    },
    subscribe(channel: string, listener: LiveListener) {
      let own = byChannel.get(channel);
      if (!own) byChannel.set(channel, (own = new Set()));
      const entry: LiveListener = (event) => listener(event);
      own.add(entry);
      return () => {
        own.delete(entry);
        if (!own.size && byChannel.get(channel) === own) byChannel.delete(channel);
      };
    },
    gap() {
      for (const listener of [...gapListeners]) {
        try {
          listener();
        } catch (error) {
          console.error('[live] a gap listener failed', error);
        }
      }
    },
    onGap(listener: () => void) {
      gapListeners.add(listener);
      return () => void gapListeners.delete(listener);
    },
  };
}

/** In-process: one instance (PGlite, tests). Subscribers hear an event synchronously, during publish. */
export function createLocalHub(instance: string = randomUUID()): EventHub {
  const delivery = createDelivery();
  return {
    instance,
    publish(channel, data) {
      const id = randomUUID();
      delivery.deliver({ id, channel, data });
      return id;
    },
    subscribe: delivery.subscribe,
    onGap: delivery.onGap,
    close: async () => {},
  };
}
