import { randomBytes } from 'node:crypto';
import { pageUrl } from '../i18n/pageUrl.js';

/** 256 random bits: unguessable, so a link is proof of having received the e-mail. */
export const newToken = () => randomBytes(32).toString('base64url');

/** The page that confirms a subscription, in the subscriber's language. */
export const confirmUrl = (siteUrl: string, token: string, locale?: string | null) =>
  pageUrl(siteUrl, `/newsletter/confirm?token=${encodeURIComponent(token)}`, locale);
/** The page that ends a subscription, in the subscriber's language. */
export const unsubscribeUrl = (siteUrl: string, token: string, locale?: string | null) =>
  pageUrl(siteUrl, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, locale);
