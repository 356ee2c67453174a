import { randomBytes } from 'node:crypto';

/** 256 random bits: unguessable, so a link is proof of having received the e-mail. */
export const newToken = () => randomBytes(32).toString('base64url');

export const confirmUrl = (siteUrl: string, token: string) => `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
