// What a release says it needs from the shell (a portal) or offers the portals (the shell). The compatibility gate
// reads only these.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PORTAL_CONTRACT_VERSION, SHARED, SHELL_SPEAKS_PORTAL_CONTRACTS } from '@sla/build-tools/portals';
import { ReleaseError } from './errors.js';

/** "react-dom/client" is provided as "react-dom"; "@sla/ui" as itself. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** A portal's needs, read from its build's federation manifest: each shared singleton and the range it accepts. */
export async function portalNeeds(distDir) {
  const text = await readFile(join(distDir, 'mf-manifest.json'), 'utf8').catch(() => null);
  if (!text) throw new ReleaseError(`${distDir} has no mf-manifest.json: it is not a portal's build (run its build first).`);
  const manifest = JSON.parse(text);
  const shared = {};
  for (const entry of manifest.shared ?? []) if (entry.singleton) shared[packageOf(entry.name)] ??= entry.requiredVersion;
  return { portalContract: PORTAL_CONTRACT_VERSION, shared };
}

/** The package.json of `name` as installed in `from` or the nearest folder above it that has it. */
async function installed(name, from) {
  for (let folder = from; ; folder = dirname(folder)) {
    const text = await readFile(join(folder, 'node_modules', name, 'package.json'), 'utf8').catch(() => null);
    if (text) return JSON.parse(text);
    if (dirname(folder) === folder) throw new ReleaseError(`${name} is not installed above ${from}.`);
  }
}

/**
 * What a shell built from the installed packages offers portals: the contract versions it speaks and its singletons'
 * versions. `from` is the checkout the shell is built and the site served from (or any folder inside it).
 */
export async function shellProvides(from) {
  const shared = {};
  for (const name of Object.keys(SHARED)) shared[name] = (await installed(name, from)).version;
  return { portalContracts: [...SHELL_SPEAKS_PORTAL_CONTRACTS], shared };
}
