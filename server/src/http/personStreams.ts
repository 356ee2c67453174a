import { DataError } from '@sla/contract';
import { TOO_MANY_STREAMS } from '@sla/contract/serviceMessages';
import type { RoleChangeBus } from '../account/live/roleChangeBus.js';

/** Live pages one person may hold open at once: a few tabs, not a script opening hundreds. */
export const STREAMS_PER_PERSON = 5;

/** Something that says when its connection has closed: the response a stream writes to. */
export interface Closes {
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Every open server-sent event stream, by person. A stream's permission is checked when it opens, so one that outlives
 * a change of that person's standing must be ended: a role change ends every stream they hold (once the role stream
 * has written the new role), and so does a suspension or the account's deletion (endAll). The browser opens them again, and the service checks them again then.
 */
export interface PersonStreams {
  /**
   * Opens one of `uid`'s streams with `start` (which writes the answer and returns what ends it); refuses with 429 and
   * nothing written when they already hold STREAMS_PER_PERSON. Returns what ends the stream.
   */
  open(uid: string, connection: Closes, start: () => () => void): () => void;
  /** Ends every stream `uid` holds. */
  endAll(uid: string): void;
  /** Ends every open stream (the service is stopping: browsers reconnect to another instance). */
  endEvery(): void;
  /** How many streams `uid` holds. */
  count(uid: string): number;
}

export function createPersonStreams(roleChanges: RoleChangeBus): PersonStreams {
  const byPerson = new Map<string, Set<() => void>>();
  const endAll = (uid: string) => {
    for (const end of [...(byPerson.get(uid) ?? [])]) end();
  };
  return {
    open(uid, connection, start) {
      const held = byPerson.get(uid) ?? new Set();
      if (held.size >= STREAMS_PER_PERSON) throw new DataError('rate_limited', TOO_MANY_STREAMS, {}, { retryAfterSeconds: 30 });
      const endStream = start();
      // After every listener has heard the change (the role stream writes the new role), whichever subscribed first.
      const stopListening = roleChanges.subscribe(uid, () => queueMicrotask(() => endAll(uid)));
      let open = true;
      const forget = () => {
        if (!open) return;
        open = false;
        stopListening();
        held.delete(end);
        if (!held.size && byPerson.get(uid) === held) byPerson.delete(uid);
      };
      const end = () => {
        forget();
        endStream();
      };
      held.add(end);
      byPerson.set(uid, held);
      connection.once('close', forget);
      return end;
    },
    endAll,
    endEvery: () => {
      for (const uid of [...byPerson.keys()]) endAll(uid);
    },
    count: (uid) => byPerson.get(uid)?.size ?? 0,
  };
}
