import { pageUrl } from '../i18n/pageUrl.js';

/**
 * Where an optional e-mail's unsubscribe token is used: the service (one click, RFC 8058) and the site's page, in the
 * recipient's language.
 */
export function unsubscribeLinks(siteUrl: string, token: string, locale?: string | null): { oneClick: string; page: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    oneClick: `${siteUrl}/api/public/email/unsubscribe?${query}`,
    page: pageUrl(siteUrl, `/email/unsubscribe?${query}`, locale),
  };
}
