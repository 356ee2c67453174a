import type { Role } from '@sla/permissions';
import { canFollow } from '../useCanOpen.js';

/**
 * The links under `root` whose address the route guard would refuse `role`, as written in their
 * `href`. A screen should offer none: tests expect this to be empty for each role that opens it.
 */
export function unopenableLinks(root: ParentNode, role: Role | string | null): string[] {
  return Array.from(root.querySelectorAll('a[href]'))
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => !canFollow(role, href));
}

/** Every in-app link address under `root` (leading `/`), for asserting which screens a role is offered. */
export function linkAddresses(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll('a[href]'))
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
}
