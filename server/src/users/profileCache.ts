import type { UserRow } from '../db/schema.js';

/**
 * The profiles of signed-in callers, kept a few seconds so a burst of requests reads the database once (decision 0033).
 * Whatever this instance changes in a profile (role, suspension, deletion, e-mail, name, language) it forgets at once,
 * after the change commits, so this instance never acts on the old profile. A change made by another instance reaches
 * this one when its entry expires: `ttlMs` bounds how long. Live events between instances (issue 29, item 1) are to call
 * `forget(uid)` too, which ends that delay.
 */
export interface ProfileCache {
  /** The profile of `uid`: the one kept, or what `load` reads (kept unless `uid` was forgotten meanwhile). */
  read(uid: string, load: () => Promise<UserRow | null>): Promise<UserRow | null>;
  /** Call after a change to `uid`'s profile has committed (and whenever another instance says it changed). */
  forget(uid: string): void;
  /** Forgets every profile (tests that empty the tables; a lost connection to the other instances' events). */
  forgetAll(): void;
  readonly size: number;
  /** How long a profile is kept, in ms: the bound on how late another instance's change is seen here. */
  readonly ttlMs: number;
}

export interface ProfileCacheOptions {
  /** How long a profile is kept, in ms; 0 keeps nothing (every request reads the database). */
  ttlMs?: number;
  /** At most this many profiles are kept; the oldest goes first (every entry lives as long, so it expires first). */
  max?: number;
  now?: () => number;
}

/**
 * Thirty seconds: how long a kept profile is trusted when no event about it arrives. Changes reach every instance
 * through the event hub at once (profilesForgottenEverywhere); this only bounds a change whose event was lost for good
 * or a write that forgot to say so (decision 0033).
 */
export const PROFILE_CACHE_TTL_MS = 30_000;

interface Entry {
  row: UserRow;
  expiresAt: number;
}

/**
 * A bounded map with a time to live, oldest out first: every entry lives as long, so the oldest is the first to expire,
 * and a hit costs one lookup (no reordering). Only profiles that exist are kept: someone without one yet
 * (just signed up) is read every time, so a profile created on another instance is seen at once. Concurrent reads of
 * one missing profile share one query. A read that was under way when its profile was forgotten may have read the old
 * row, so it is answered but not kept (every forget() starts a new generation; a read keeps its row only in its own).
 */
export function createProfileCache({
  ttlMs = PROFILE_CACHE_TTL_MS,
  max = 10_000,
  now = Date.now,
}: ProfileCacheOptions = {}): ProfileCache {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<UserRow | null>>();
  let generation = 0;

  async function load(uid: string, read: () => Promise<UserRow | null>, started: number): Promise<UserRow | null> {
    const row = await read();
    if (row && generation === started && ttlMs > 0) {
      entries.delete(uid);
      entries.set(uid, { row, expiresAt: now() + ttlMs });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    }
    return row;
  }

  return {
    ttlMs,
    get size() {
      return entries.size;
    },
    read(uid, read) {
      const entry = entries.get(uid);
      if (entry) {
        if (entry.expiresAt > now()) return Promise.resolve(entry.row);
        entries.delete(uid);
      }
      const shared = reading.get(uid);
      if (shared) return shared;
      const pending: Promise<UserRow | null> = load(uid, read, generation).finally(() => {
        if (reading.get(uid) === pending) reading.delete(uid);
      });
      reading.set(uid, pending);
      return pending;
    },
    forget(uid) {
      generation++;
      entries.delete(uid);
      reading.delete(uid);
    },
    forgetAll() {
      generation++;
      entries.clear();
      reading.clear();
    },
  };
}
