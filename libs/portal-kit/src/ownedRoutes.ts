import { SHELL_PATHS } from '@sla/build-tools/portals';
import { ROUTES, type RouteDefinition } from '@sla/permissions';

/**
 * The routes of the route table a portal renders: those under its prefix, or, for the public portal
 * (no prefix), every public route except the shell's own screens (sign-in, sign-up and the like).
 */
export function ownedRoutes(prefix: string | null): RouteDefinition[] {
  return ROUTES.filter((route) =>
    prefix
      ? route.pattern === prefix || route.pattern.startsWith(`${prefix}/`)
      : route.access.kind === 'public' && !(SHELL_PATHS as readonly string[]).includes(route.pattern),
  );
}
