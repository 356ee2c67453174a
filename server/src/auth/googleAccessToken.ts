import { importPKCS8, SignJWT } from 'jose';
import { postJson } from './postJson.js';
import type { ServiceAccount } from './serviceAccount.js';

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const IDENTITY_TOOLKIT_SCOPE = 'https://www.googleapis.com/auth/identitytoolkit';
/** A token is replaced this long before Google says it expires, so no call carries one that lapses on the way. */
export const RENEW_BEFORE_MS = 5 * 60_000;
/** How long the assertion is valid: Google accepts at most an hour. */
const ASSERTION_SECONDS = 3600;

export interface AccessTokens {
  /** A valid access token: the cached one, or a new one from Google's token endpoint. */
  get(): Promise<string>;
  /** Drops the cached token (Google refused it), so the next get() asks for a new one. */
  forget(): void;
}

export interface AccessTokenOptions {
  tokenUrl?: string;
  scope?: string;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * OAuth 2.0 access tokens for a service account (the JWT bearer grant, RFC 7523): an assertion signed RS256 with the
 * account's key is exchanged at Google's token endpoint. The token is cached until shortly before it expires, and
 * callers that ask at the same time share one exchange.
 */
export function serviceAccountTokens(account: ServiceAccount, options: AccessTokenOptions = {}): AccessTokens {
  const { tokenUrl = GOOGLE_TOKEN_URL, scope = IDENTITY_TOOLKIT_SCOPE, timeoutMs, now = Date.now } = options;
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function exchange(): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) })
      .setIssuer(account.clientEmail)
      .setSubject(account.clientEmail)
      .setAudience(tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .sign(await importPKCS8(account.privateKey, 'RS256'));
    const answer = await postJson(
      tokenUrl,
      new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      { what: "Google's token endpoint", timeoutMs },
    );
    const body = answer.body as { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown };
    if (!answer.ok || typeof body.access_token !== 'string') {
      const reason = [body.error, body.error_description].filter((part) => typeof part === 'string').join(': ');
      throw new Error(
        `Google's token endpoint refused the service account ${account.clientEmail}: ${answer.status}${reason ? ` ${reason}` : ''}`,
      );
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_SECONDS) * 1000;
    cached = { token: body.access_token, renewAt: now() + Math.max(0, lifetimeMs - RENEW_BEFORE_MS) };
    return body.access_token;
  }

  return {
    get() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= exchange().finally(() => (pending = null));
      return pending;
    },
    forget() {
      cached = null;
    },
  };
}
