import { PORTALS, SHELL_PATHS, type PortalDefinition } from '@sla/build-tools/portals';

export type ShellScreen = (typeof SHELL_PATHS)[number];

export type Owner = { kind: 'shell'; screen: ShellScreen } | { kind: 'portal'; portal: PortalDefinition };

const PUBLIC_PORTAL = PORTALS.find((portal) => portal.prefix === null)!;

/** Which part of the site renders a route pattern from the route table. */
export function ownerOf(pattern: string): Owner {
  if ((SHELL_PATHS as readonly string[]).includes(pattern)) return { kind: 'shell', screen: pattern as ShellScreen };
  const portal = PORTALS.find(
    (candidate) => candidate.prefix && (pattern === candidate.prefix || pattern.startsWith(`${candidate.prefix}/`)),
  );
  return { kind: 'portal', portal: portal ?? PUBLIC_PORTAL };
}
