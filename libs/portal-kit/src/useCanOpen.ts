import { useCallback } from 'react';
import { canOpen, type Role } from '@sla/permissions';
import { useActingRole } from './useCan.js';

/**
 * Whether `role` may follow a link to `to`, as the route guard would decide on arrival. The query and
 * fragment are left out (`/content/blog?status=draft` opens `/content/blog`); a relative link
 * (`?tab=donations`, `#newsletter`) stays on the screen already open, so it always counts as openable.
 */
export function canFollow(role: Role | string | null | undefined, to: string): boolean {
  if (!to.startsWith('/') || to.startsWith('//')) return true;
  const path = to.split(/[?#]/, 1)[0] ?? to;
  return canOpen(role, path);
}

/**
 * Whether the signed-in person may open the screen `to` leads to: a link or button to it shows only
 * when this holds, so nobody is offered a page the guard would turn them away from. The guard and the
 * service still decide; this only keeps the offer honest.
 */
export function useCanOpen(to: string): boolean {
  return canFollow(useActingRole(), to);
}

/** The same test for lists (cards, table rows): one hook call, then `openable(link.to)` for each. */
export function useOpenable(): (to: string) => boolean {
  const role = useActingRole();
  return useCallback((to: string) => canFollow(role, to), [role]);
}
