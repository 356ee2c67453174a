import { describe, expect, it, vi } from 'vitest';
import { emulatorToken } from '../testing/tokens.js';
import { cachingTokenVerifier } from './tokenCache.js';
import { emulatorTokenVerifier, InvalidTokenError, type TokenVerifier } from './tokens.js';

const PROJECT = 'demo-x';

/** The emulator's verifier on a clock the test moves, counting the tokens it really checks. */
function setup(max?: number) {
  let clock = Date.now();
  const now = () => clock;
  const inner = emulatorTokenVerifier(PROJECT, now);
  const checked = vi.fn((token: string) => inner.verify(token));
  const counting: TokenVerifier = { verify: checked };
  const verifier = cachingTokenVerifier(counting, { now, ...(max ? { max } : {}) });
  return { verifier, checked, advance: (ms: number) => (clock += ms) };
}

describe('cachingTokenVerifier', () => {
  it('checks a token once and answers the same claims from memory after that', async () => {
    const { verifier, checked } = setup();
    const token = emulatorToken(PROJECT, { uid: 'ada', email: 'ada@example.org', emailVerified: true });
    const first = await verifier.verify(token);
    expect(first).toEqual({ uid: 'ada', email: 'ada@example.org', name: null, emailVerified: true });
    expect(await verifier.verify(token)).toBe(first);
    expect(await verifier.verify(token)).toBe(first);
    expect(checked).toHaveBeenCalledTimes(1);
    expect(verifier.size).toBe(1);
  });

  it('refuses a remembered token once it expires, as the verifier would', async () => {
    const { verifier, checked, advance } = setup();
    const token = emulatorToken(PROJECT, { uid: 'ada', expiresInSeconds: 60 });
    await verifier.verify(token);
    advance(59_000);
    await expect(verifier.verify(token)).resolves.toMatchObject({ uid: 'ada' });
    expect(checked).toHaveBeenCalledTimes(1);
    advance(1_000);
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
    expect(checked).toHaveBeenCalledTimes(2);
    expect(verifier.size).toBe(0);
  });

  it('never remembers a refusal', async () => {
    const { verifier, checked } = setup();
    const wrongProject = emulatorToken('demo-other', { uid: 'ada' });
    await expect(verifier.verify(wrongProject)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verifier.verify(wrongProject)).rejects.toBeInstanceOf(InvalidTokenError);
    expect(checked).toHaveBeenCalledTimes(2);
    expect(verifier.size).toBe(0);
  });

  it('holds at most `max` tokens, forgetting the one remembered first', async () => {
    const { verifier, checked } = setup(2);
    const [a, b, c] = ['a', 'b', 'c'].map((uid) => emulatorToken(PROJECT, { uid }));
    await verifier.verify(a!);
    await verifier.verify(b!);
    await verifier.verify(a!); // a hit: one lookup, nothing reordered
    await verifier.verify(c!); // a goes
    expect(verifier.size).toBe(2);
    expect(checked).toHaveBeenCalledTimes(3);
    await verifier.verify(b!);
    await verifier.verify(c!);
    expect(checked).toHaveBeenCalledTimes(3);
    await verifier.verify(a!);
    expect(checked).toHaveBeenCalledTimes(4);
    expect(verifier.size).toBe(2);
  });

  it('keeps two tokens of one person apart (a refreshed token carries its own claims)', async () => {
    const { verifier } = setup();
    const before = emulatorToken(PROJECT, { uid: 'ada', email: 'old@example.org', emailVerified: true });
    const after = emulatorToken(PROJECT, { uid: 'ada', email: 'new@example.org', emailVerified: true, expiresInSeconds: 3599 });
    expect((await verifier.verify(before)).email).toBe('old@example.org');
    expect((await verifier.verify(after)).email).toBe('new@example.org');
    expect((await verifier.verify(before)).email).toBe('old@example.org');
  });
});
