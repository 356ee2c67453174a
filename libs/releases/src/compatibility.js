// Whether a shell and a portal can run together: the portal contract version the portal was built against must be
// one the shell speaks, and every singleton the portal shares must be provided by the shell in the portal's range.
import semver from 'semver';

/**
 * One sentence naming the first mismatch between a shell's record and a portal's, or null when they fit. `who` names
 * the side being promoted for the sentence.
 */
export function mismatch(shell, portal) {
  const portalName = `${portal.project} ${portal.id}`;
  const shellName = shell.id ? `the shell ${shell.id}` : 'the deployed shell';
  const contract = portal.needs?.portalContract;
  const spoken = shell.provides?.portalContracts ?? [];
  if (contract !== undefined && !spoken.includes(contract))
    return `${portalName} speaks portal contract ${contract}, but ${shellName} speaks only ${spoken.join(', ') || 'none'}.`;
  for (const [name, range] of Object.entries(portal.needs?.shared ?? {})) {
    const provided = shell.provides?.shared?.[name];
    if (!provided) return `${portalName} shares ${name} ${range}, which ${shellName} does not provide.`;
    if (!semver.satisfies(provided, range))
      return `${portalName} needs ${name} ${range}, but ${shellName} provides ${name} ${provided}.`;
  }
  return null;
}
