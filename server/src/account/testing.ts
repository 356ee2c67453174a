import { TEST_PROJECT } from '../testing/testService.js';

/**
 * An Authorization header like TestService.as(), but for an address the identity provider has verified
 * (email_verified: true): what the account's e-mail sync and newsletter switch need.
 */
export function verifiedAs(uid: string, email: string): { authorization: string } {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${TEST_PROJECT}`,
    aud: TEST_PROJECT,
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    email,
    email_verified: true,
    firebase: { sign_in_provider: 'password' },
  };
  return { authorization: `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.` };
}
