import { hasAny } from './permissions.js';
import { PORTAL_HOME } from './portalHome.js';
import { isRole, type Role } from './roles.js';
import { matchRoute, ROUTES, type RouteDefinition } from './routes.js';

export interface GuardInput {
  pathname: string;
  /** Query string including its `?`, or empty. */
  search?: string;
  /** Fragment including its `#`, or empty. */
  hash?: string;
  /** Whether someone is signed in. */
  signedIn: boolean;
  /** The profile's role as read; null or an unrecognised value when the profile has none. */
  role: Role | string | null | undefined;
  /** True when reading the profile failed. */
  lookupFailed?: boolean;
}

export type GuardDecision =
  | { kind: 'allow'; route: RouteDefinition | null }
  | { kind: 'redirect'; to: string; reason: 'not-signed-in' | 'no-role' | 'lookup-failed' | 'forbidden' };

export const LOGIN_PATH = '/login';

/** /login with the full path the visitor asked for, so sign-in can return there. */
export function loginRedirect(pathname: string, search = '', hash = ''): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search + hash)}`;
}

/** Where a signed-in role lacking every permission of a route is sent (docs/requirements.md#route-guard). */
export function forbiddenRedirect(role: Role | string | null | undefined): string {
  return isRole(role) ? PORTAL_HOME[role] : '/';
}

/**
 * The route guard (docs/requirements.md#route-guard) as a pure decision. Paths no route matches are allowed through
 * so the shell can show Page Not Found.
 */
export function decideAccess(input: GuardInput): GuardDecision {
  const match = matchRoute(input.pathname);
  if (!match || match.route.access.kind === 'public') return { kind: 'allow', route: match?.route ?? null };

  if (!input.signedIn) {
    return { kind: 'redirect', to: loginRedirect(input.pathname, input.search, input.hash), reason: 'not-signed-in' };
  }
  if (input.lookupFailed) return { kind: 'redirect', to: LOGIN_PATH, reason: 'lookup-failed' };
  if (input.role === null || input.role === undefined || input.role === '') {
    return { kind: 'redirect', to: LOGIN_PATH, reason: 'no-role' };
  }

  const access = match.route.access;
  if (access.kind === 'login') return { kind: 'allow', route: match.route };
  if (isRole(input.role) && hasAny(input.role, access.anyOf)) return { kind: 'allow', route: match.route };
  return { kind: 'redirect', to: forbiddenRedirect(input.role), reason: 'forbidden' };
}

/**
 * Whether the guard would let a signed-in `role` open `path`: links and buttons that lead to a screen
 * show only when this holds, so nobody is offered a page that would bounce them. Unknown paths count
 * as openable (they are not guarded).
 */
export function canOpen(role: Role | string | null | undefined, path: string): boolean {
  return decideAccess({ pathname: path, signedIn: true, role }).kind === 'allow';
}

/** The portals `role` may open, in route-table order, for the shell's portal switcher. */
export function portalLinks(role: Role | string | null | undefined): { to: string; label: string }[] {
  return ROUTES.filter((route) => route.portal && canOpen(role, route.pattern)).map((route) => ({
    to: route.pattern,
    label: route.portal!,
  }));
}
