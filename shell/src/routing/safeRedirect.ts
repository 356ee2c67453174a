import { onSitePath } from '@sla/site-paths';

/**
 * The `redirect` query of /login, kept only when it is a path on this site (`@sla/site-paths`, the rule the site
 * server and the language switch use too). Anything else (another origin, "//evil.example", "/.//evil.example",
 * "javascript:", a backslash or a tab trick) is ignored, so a crafted sign-in link cannot send someone elsewhere after
 * they sign in.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  return onSitePath(value);
}
