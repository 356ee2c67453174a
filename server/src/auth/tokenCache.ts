import { decodeJwt } from 'jose';
import type { TokenVerifier, VerifiedToken } from './tokens.js';

export interface TokenCacheOptions {
  /** At most this many tokens are remembered; the first remembered goes first. */
  max?: number;
  /** The clock, in ms (tests fix it). */
  now?: () => number;
}

/** A verifier that remembers what it verified, and how many tokens it holds (for tests). */
export interface CachingTokenVerifier extends TokenVerifier {
  readonly size: number;
}

interface Entry {
  claims: VerifiedToken;
  /** The token's own `exp`, in ms: past it, the token is checked (and refused) again. */
  expiresAt: number;
}

/**
 * Remembers the claims of tokens `inner` accepted, by token string, until each token's own expiry (`exp`), in a bounded
 * map (the oldest goes first). A token's claims cannot change while it is valid: the string is its signature's subject, so
 * the same string always verifies to the same claims until `exp`, and after `exp` it is refused, as `inner` would.
 * Refusals are never remembered. What can change while a token is valid (a suspension, a role, a deletion) is read
 * from the profile, not from the token, so nothing here delays it. Decision 0033.
 */
export function cachingTokenVerifier(
  inner: TokenVerifier,
  { max = 10_000, now = Date.now }: TokenCacheOptions = {},
): CachingTokenVerifier {
  // A Map iterates in insertion order: the first key is the one remembered longest ago. A hit costs one lookup.
  const entries = new Map<string, Entry>();
  return {
    get size() {
      return entries.size;
    },
    async verify(token) {
      const entry = entries.get(token);
      if (entry) {
        if (entry.expiresAt > now()) return entry.claims;
        entries.delete(token);
      }
      const claims = Object.freeze(await inner.verify(token));
      // `inner` accepted it, so its payload is the one it checked; a token without a numeric exp is not remembered.
      const { exp } = decodeJwt(token);
      if (typeof exp === 'number' && exp * 1000 > now()) {
        entries.set(token, { claims, expiresAt: exp * 1000 });
        if (entries.size > max) entries.delete(entries.keys().next().value!);
      }
      return claims;
    },
  };
}
