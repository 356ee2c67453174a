import { createHash, randomBytes } from 'node:crypto';
import { pageUrl } from '../i18n/pageUrl.js';

/**
 * A reply e-mail's link token: 256 random bits, base64url. Only its SHA-256 is kept (follow_up_links), so a copy of the
 * database answers no one's conversation; the link is the proof of having the e-mail (as decision 0042's letters).
 */
export const newFollowUpToken = () => randomBytes(32).toString('base64url');

export const hashOfFollowUpToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The page a reply link opens, in the sender's language (/fr/follow-up/… for French). */
export const followUpUrl = (siteUrl: string, token: string, locale: string | null | undefined) =>
  pageUrl(siteUrl, `/follow-up/${token}`, locale);

/** How long a reply's link can be answered through: long enough for a slow conversation, not forever. */
export const FOLLOW_UP_LINK_DAYS = 90;
