import { describe, expect, it } from 'vitest';
import { emulatorToken } from '../testing/tokens.js';
import { emulatorTokenVerifier, firebaseTokenVerifier, InvalidTokenError } from './tokens.js';

describe('emulator tokens', () => {
  const verifier = emulatorTokenVerifier('demo-x');

  it('accepts a token of this project and reads who it is', async () => {
    await expect(verifier.verify(emulatorToken('demo-x', { uid: 'u1', email: 'a@b.org', name: 'Ama' }))).resolves.toEqual({
      uid: 'u1',
      email: 'a@b.org',
      name: 'Ama',
      emailVerified: false,
    });
  });

  it.each([
    ['another project', emulatorToken('demo-other', { uid: 'u1' })],
    ['an expired token', emulatorToken('demo-x', { uid: 'u1', expiresInSeconds: -10 })],
    [
      'a signed-looking header',
      `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${emulatorToken('demo-x', { uid: 'u1' }).split('.')[1]}.sig`,
    ],
    ['garbage', 'not.a.token'],
    ['no subject', emulatorToken('demo-x', { uid: '' })],
  ])('rejects %s', async (_what, token) => {
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe('real Firebase tokens', () => {
  it('never accepts an unsigned emulator token', async () => {
    await expect(firebaseTokenVerifier('org').verify(emulatorToken('org', { uid: 'u1' }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });
});
