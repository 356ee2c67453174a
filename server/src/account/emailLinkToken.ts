import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeTopic } from '@sla/contract';
import { UNSUBSCRIBE_TOPICS } from '@sla/contract/schemas';

/** How long an unsubscribe link works: old e-mails are opened for months, but not forever. */
export const EMAIL_LINK_LIFETIME_MS = 365 * 24 * 60 * 60_000;
/** Clocks of several service instances may differ a little; a link from further in the future is forged. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface EmailLink {
  uid: string;
  category: UnsubscribeTopic;
  issuedAt: Date;
}

export type EmailLinkReading = { ok: true; link: EmailLink } | { ok: false; problem: 'invalid' | 'expired' };

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * An unsubscribe token: who, which kind of e-mail and when, readable, and an HMAC-SHA256 of exactly that, so
 * nobody without the secret can make one or change a part of one. Nothing is stored: the signature is the proof.
 */
export function signEmailLink(secret: string, link: EmailLink): string {
  const payload = Buffer.from(`${link.category}\n${Math.floor(link.issuedAt.getTime() / 1000)}\n${link.uid}`).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** Reads a token: invalid when it is malformed or its signature does not match, expired when older than a year. */
export function readEmailLink(secret: string, token: string, now: Date): EmailLinkReading {
  const invalid = { ok: false, problem: 'invalid' } as const;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return invalid;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const [category, seconds, uid, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  if (more.length || !uid || !/^\d{1,12}$/.test(seconds ?? '')) return invalid;
  if (!(UNSUBSCRIBE_TOPICS as readonly string[]).includes(category ?? '')) return invalid;
  const issuedAt = new Date(Number(seconds) * 1000);
  if (issuedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return invalid;
  if (now.getTime() - issuedAt.getTime() > EMAIL_LINK_LIFETIME_MS) return { ok: false, problem: 'expired' };
  return { ok: true, link: { uid, category: category as UnsubscribeTopic, issuedAt } };
}
