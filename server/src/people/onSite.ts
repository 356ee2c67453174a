/** The parts of Firebase's link its code needs (the JS SDK reads them from the address it is given). */
const KEPT = ['mode', 'oobCode', 'apiKey', 'lang', 'tenantId'] as const;

/**
 * Firebase's e-mailed link, pointed at the site's own page: the hosted action page would only forward these same
 * parameters there, and the Auth emulator has no such page. The sign-in link lands on /auth/email-link-callback,
 * the verification link on /login (which applies the code), as the links Firebase sends itself do.
 */
export function onSite(firebaseLink: string, siteUrl: string, path: string): string {
  const from = new URL(firebaseLink).searchParams;
  const target = new URL(path, siteUrl);
  for (const key of KEPT) {
    const value = from.get(key);
    if (value) target.searchParams.set(key, value);
  }
  return target.toString();
}
