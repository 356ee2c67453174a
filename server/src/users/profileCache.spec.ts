import { describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createProfileCache, PROFILE_CACHE_TTL_MS } from './profileCache.js';

const row = (uid: string, role: UserRow['role'] = 'applicant'): UserRow => ({
  uid,
  email: `${uid}@example.org`,
  displayName: uid,
  role,
  requestedRole: null,
  claimsRole: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  suspendedAt: null,
  suspendedBy: null,
  suspensionReason: null,
  locale: null,
});

/** A cache on a clock the test moves, over a "database" the test edits, counting its reads. */
function setup(options: { ttlMs?: number; max?: number } = {}) {
  let clock = 0;
  const cache = createProfileCache({ ...options, now: () => clock });
  const stored = new Map<string, UserRow>();
  const reads = vi.fn(async (uid: string) => stored.get(uid) ?? null);
  const read = (uid: string) => cache.read(uid, () => reads(uid));
  return { cache, stored, reads, read, advance: (ms: number) => (clock += ms) };
}

describe('createProfileCache', () => {
  it('reads a profile once and answers it from memory until its time is up', async () => {
    const { stored, reads, read, advance } = setup();
    stored.set('ada', row('ada'));
    expect(await read('ada')).toEqual(row('ada'));
    advance(PROFILE_CACHE_TTL_MS - 1);
    expect(await read('ada')).toEqual(row('ada'));
    expect(reads).toHaveBeenCalledTimes(1);
    // Changed elsewhere (another instance): seen once the entry expires, never later.
    stored.set('ada', row('ada', 'student'));
    expect((await read('ada'))?.role).toBe('applicant');
    advance(1);
    expect((await read('ada'))?.role).toBe('student');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('reads again at once after forget(uid), and only that profile', async () => {
    const { cache, stored, reads, read } = setup();
    stored.set('ada', row('ada'));
    stored.set('bo', row('bo'));
    await read('ada');
    await read('bo');
    stored.set('ada', { ...row('ada'), suspendedAt: new Date(1) });
    cache.forget('ada');
    expect((await read('ada'))?.suspendedAt).toEqual(new Date(1));
    await read('bo');
    expect(reads.mock.calls.map(([uid]) => uid)).toEqual(['ada', 'bo', 'ada']);
  });

  it('forgets everything with forgetAll()', async () => {
    const { cache, stored, reads, read } = setup();
    stored.set('ada', row('ada'));
    await read('ada');
    cache.forgetAll();
    expect(cache.size).toBe(0);
    await read('ada');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('keeps no absent profile: one made meanwhile (on any instance) is read at once', async () => {
    const { stored, reads, read } = setup();
    expect(await read('new')).toBeNull();
    stored.set('new', row('new'));
    expect(await read('new')).toEqual(row('new'));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent requests for the same profile', async () => {
    const { stored, reads, read } = setup();
    stored.set('ada', row('ada'));
    const answers = await Promise.all([read('ada'), read('ada'), read('ada')]);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('does not keep a row read while its profile was forgotten (it may be the old one)', async () => {
    const cache = createProfileCache();
    let release: (value: UserRow) => void = () => {};
    const slow = cache.read('ada', () => new Promise<UserRow>((resolve) => (release = resolve)));
    cache.forget('ada'); // the change committed while the read was under way
    const fresh = vi.fn(async () => row('ada', 'student'));
    const after = cache.read('ada', fresh); // does not join the read from before the change
    release(row('ada', 'applicant'));
    expect((await slow)?.role).toBe('applicant');
    expect((await after)?.role).toBe('student');
    expect(fresh).toHaveBeenCalledTimes(1);
    expect((await cache.read('ada', fresh))?.role).toBe('student');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('holds at most `max` profiles, dropping the oldest (the first to expire)', async () => {
    const { cache, stored, reads, read, advance } = setup({ max: 2 });
    for (const uid of ['a', 'b', 'c']) stored.set(uid, row(uid));
    await read('a');
    advance(1);
    await read('b');
    await read('a'); // a hit: one lookup, nothing reordered
    await read('c'); // a goes
    expect(cache.size).toBe(2);
    await read('b');
    await read('c');
    expect(reads).toHaveBeenCalledTimes(3);
    await read('a');
    expect(reads).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(2);
  });

  it('keeps a profile read again after it expired for a full time to live', async () => {
    const { stored, reads, read, advance } = setup();
    stored.set('ada', row('ada'));
    await read('ada');
    advance(PROFILE_CACHE_TTL_MS);
    await read('ada');
    advance(PROFILE_CACHE_TTL_MS - 1);
    await read('ada');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with a time to live of 0', async () => {
    const { cache, stored, reads, read } = setup({ ttlMs: 0 });
    stored.set('ada', row('ada'));
    await read('ada');
    await read('ada');
    expect(reads).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('passes a failed read on to every waiting request and keeps nothing', async () => {
    const { cache } = setup();
    const failing = () => Promise.reject(new Error('connection lost'));
    await expect(Promise.all([cache.read('ada', failing), cache.read('ada', failing)])).rejects.toThrow('connection lost');
    const ok = vi.fn(async () => row('ada'));
    expect(await cache.read('ada', ok)).toEqual(row('ada'));
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
