import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';

/** Who a valid Firebase ID token says the caller is. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  name: string | null;
  emailVerified: boolean;
}

export interface TokenVerifier {
  /** Resolves the caller, or rejects with InvalidTokenError. */
  verify(token: string): Promise<VerifiedToken>;
}

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

const GOOGLE_KEYS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

function identity(payload: JWTPayload): VerifiedToken {
  if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 128)
    throw new InvalidTokenError('token has no subject');
  return {
    uid: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : null,
    name: typeof payload.name === 'string' ? payload.name : null,
    emailVerified: payload.email_verified === true,
  };
}

/** Real Firebase ID tokens: RS256, signed by Google's rotating keys, for this project. */
export function firebaseTokenVerifier(projectId: string): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(GOOGLE_KEYS));
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          issuer: `https://securetoken.google.com/${projectId}`,
          audience: projectId,
        });
        return identity(payload);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError((error as Error).message);
      }
    },
  };
}

/**
 * Tokens minted by the Firebase Auth emulator: unsigned (alg "none"), so only the claims can be
 * checked. Used only when the service is configured for the emulator (development and tests).
 */
export function emulatorTokenVerifier(projectId: string, now: () => number = () => Date.now()): TokenVerifier {
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        if (decodeProtectedHeader(token).alg !== 'none') throw new InvalidTokenError('not an emulator token');
        payload = decodeJwt(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError('malformed token');
      }
      if (payload.iss !== `https://securetoken.google.com/${projectId}`) throw new InvalidTokenError('wrong issuer');
      if (payload.aud !== projectId) throw new InvalidTokenError('wrong audience');
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now()) throw new InvalidTokenError('expired');
      return identity(payload);
    },
  };
}
