/**
 * The `redirect` query of /login, kept only when it is a path on this site. Anything else (another
 * origin, "//evil.example", "javascript:", a backslash trick) is ignored, so a crafted sign-in link
 * cannot send someone elsewhere after they sign in.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
