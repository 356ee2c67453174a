// A preview of a release in one browser: a token signed with RELEASE_PREVIEW_SECRET that names the project and the
// release and expires after a day, carried in a cookie. The site server honours it only for releases in the store.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isReleaseId } from './releaseId.js';

export const PREVIEW_COOKIE = 'sla_preview';
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;
// Only for development, where the warning below says so; a deployment sets its own.
const DEVELOPMENT_SECRET = 'development-preview-secret-not-for-production';

/** The secret previews are signed with, or null where previews are off (outside development without one). */
export function previewSecret(env, { development, warn = console.warn } = {}) {
  if (env.RELEASE_PREVIEW_SECRET) return env.RELEASE_PREVIEW_SECRET;
  if (!development) return null;
  warn('[release] RELEASE_PREVIEW_SECRET is not set: previews are signed with the development secret.');
  return DEVELOPMENT_SECRET;
}

const sign = (payload, secret) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A token letting one browser load release `id` of `project` in place of the live one until `expires`. */
export function previewToken({ project, id }, secret, now = Date.now()) {
  const payload = Buffer.from(JSON.stringify({ project, id, expires: now + PREVIEW_LIFETIME_MS })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The site-relative address that opens release `id` of `project` in one browser (the site server's /__preview). */
export const previewPath = (release, secret, now = Date.now()) => `/__preview?token=${previewToken(release, secret, now)}`;

/** The preview a token grants, or null when it is malformed, forged or expired. */
export function readPreviewToken(token, secret, now = Date.now()) {
  if (!secret || typeof token !== 'string') return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { project, id, expires } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof project !== 'string' || !isReleaseId(id) || typeof expires !== 'number' || expires <= now) return null;
    return { project, id, expires };
  } catch {
    return null;
  }
}
