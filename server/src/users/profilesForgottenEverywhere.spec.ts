import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createLocalHub } from '../live/eventHub.js';
import { createProfileCache } from './profileCache.js';
import { profilesForgottenEverywhere } from './profilesForgottenEverywhere.js';

const row = (role: string) => ({ uid: 'ada', role }) as unknown as UserRow;

describe('profiles forgotten everywhere', () => {
  it('forgets on every instance sharing the hub, this one at once', async () => {
    const hub = createLocalHub();
    const here = profilesForgottenEverywhere(createProfileCache({ ttlMs: 60_000 }), hub);
    const there = profilesForgottenEverywhere(createProfileCache({ ttlMs: 60_000 }), hub);
    await here.read('ada', async () => row('applicant'));
    await there.read('ada', async () => row('applicant'));
    expect([here.size, there.size]).toEqual([1, 1]);

    here.forget('ada');
    expect([here.size, there.size]).toEqual([0, 0]);
    expect((await there.read('ada', async () => row('student')))!.role).toBe('student');
  });
});
