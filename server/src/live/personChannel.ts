import type { EventHub } from './eventHub.js';

/** What one person is told, and the id of the live event that carried it (the stream's `id:`). */
export type PersonListener<T> = (value: T, eventId: string) => void;

/** A hub channel of news for one person at a time: each person's listeners hear their own news only. */
export interface PersonChannel<T> {
  publish(uid: string, value: T): void;
  /** Listens for `uid`'s news only; returns the function that stops listening. */
  subscribe(uid: string, listener: PersonListener<T>): () => void;
}

/** One subscription to the hub's `channel`; listeners are kept here by uid. */
export function createPersonChannel<T>(hub: EventHub, channel: string, label: string): PersonChannel<T> {
  const listeners = new Map<string, Set<PersonListener<T>>>();
  hub.subscribe(channel, (event) => {
    const { uid, value } = event.data as { uid: string; value: T };
    for (const listener of [...(listeners.get(uid) ?? [])]) {
      try {
        listener(value, event.id);
      } catch (error) {
        console.error(`[${label}] a listener failed`, error);
      }
    }
  });
  return {
    publish(uid, value) {
      hub.publish(channel, { uid, value });
    },
    subscribe(uid, listener) {
      let own = listeners.get(uid);
      if (!own) listeners.set(uid, (own = new Set()));
      const entry: PersonListener<T> = (value, id) => listener(value, id);
      own.add(entry);
      return () => {
        own.delete(entry);
        if (!own.size && listeners.get(uid) === own) listeners.delete(uid);
      };
    },
  };
}
