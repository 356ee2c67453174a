import type { ParcelConfigObject } from 'single-spa';
import { federation } from 'virtual:sla-federation-host';
import { PORTAL_MODULE, PORTALS, type PortalDefinition } from '@sla/build-tools/portals';
import { containerAddress } from './containerAddress.js';

let entries: Record<string, string> = {};
let mounts = 0;

function remoteOf(portal: PortalDefinition) {
  const entry = entries[portal.project];
  if (!entry) throw new Error(`No manifest entry for ${portal.project}`);
  return { name: portal.federationName, entry: containerAddress(entry), type: 'module' as const };
}

/** Registers every portal at the address the runtime manifest gives; nothing is fetched yet. */
export function registerPortals(remotes: Record<string, string>): void {
  entries = { ...remotes };
  federation.registerRemotes(PORTALS.map(remoteOf));
}

/**
 * Loads a portal's single-spa lifecycles. A failed load is forgotten (the remote is registered again
 * with `force`), so Retry fetches the remote afresh instead of replaying the cached failure.
 */
export async function loadPortal(portal: PortalDefinition): Promise<ParcelConfigObject> {
  try {
    const module = await federation.loadRemote<ParcelConfigObject>(`${portal.federationName}/${PORTAL_MODULE.slice(2)}`);
    if (!module || typeof (module as { mount?: unknown }).mount !== 'function') {
      throw new Error(`${portal.project} does not expose single-spa lifecycles`);
    }
    const { bootstrap, mount, unmount, update } = module;
    // A name of its own per mount: single-spa-react keeps each React root under the parcel's name,
    // and leaving a portal's screen for a moment (a refused route redirecting back into it) mounts
    // a new parcel while the old one is still unmounting. With one shared name the old unmount
    // removed the new root and both lifecycles hung.
    return { bootstrap, mount, unmount, update, name: `${portal.project}#${++mounts}` };
  } catch (error) {
    federation.registerRemotes([remoteOf(portal)], { force: true });
    throw error;
  }
}
