import { createHash, randomBytes } from 'node:crypto';
import { pageUrl } from '../i18n/pageUrl.js';

/** How long a link from the e-mail opens the giving history: long enough to come back to, short enough to expire. */
export const GIVING_LINK_HOURS = 72;

/** 256 random bits, base64url; only the SHA-256 is stored (giving_links), as for referees' links (decision 0042). */
export const newGivingToken = () => randomBytes(32).toString('base64url');
export const givingTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
export const isGivingToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The donor's page for a token, in the language they asked from (/fr/giving/… for French). */
export const givingUrl = (siteUrl: string, token: string, locale: string | null | undefined) =>
  pageUrl(siteUrl, `/giving/${token}`, locale);
