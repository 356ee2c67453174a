/** Where an optional e-mail's unsubscribe token is used: the service (one click, RFC 8058) and the site's page. */
export function unsubscribeLinks(siteUrl: string, token: string): { oneClick: string; page: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return { oneClick: `${siteUrl}/api/public/email/unsubscribe?${query}`, page: `${siteUrl}/email/unsubscribe?${query}` };
}
