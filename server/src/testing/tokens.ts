/** Mints a token shaped like the Auth emulator's (unsigned), for tests of the service alone. */
export function emulatorToken(
  projectId: string,
  claims: { uid: string; email?: string | null; name?: string | null; expiresInSeconds?: number; emailVerified?: boolean },
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: claims.uid,
    user_id: claims.uid,
    iat: now,
    exp: now + (claims.expiresInSeconds ?? 3600),
    auth_time: now,
    firebase: { sign_in_provider: 'password' },
  };
  if (claims.email) payload.email = claims.email;
  if (claims.name) payload.name = claims.name;
  if (claims.emailVerified !== undefined) payload.email_verified = claims.emailVerified;
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
