import { createHash, randomBytes } from 'node:crypto';
import { pageUrl } from '../i18n/pageUrl.js';

/**
 * A referee's link token: 256 random bits, base64url. Only its SHA-256 is stored (reference_links), so a copy of the
 * database opens no referee's page; the link itself is the proof of having received the e-mail (decision 0042).
 */
export const newReferenceToken = () => randomBytes(32).toString('base64url');

/** What reference_links keeps of a token. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The referee's page for a token, in the language of the e-mail (/fr/reference/… for French). */
export const referenceUrl = (siteUrl: string, token: string, locale: string | null | undefined) =>
  pageUrl(siteUrl, `/reference/${token}`, locale);
