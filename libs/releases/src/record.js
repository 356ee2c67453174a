// What a release says it needs from the shell (a portal) or offers the portals (the shell). The compatibility gate
// reads only these.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PORTAL_CONTRACT_VERSION, SHARED, SHELL_SPEAKS_PORTAL_CONTRACTS } from '@sla/build-tools/portals';
import semver from 'semver';
import { ReleaseError } from './errors.js';

/** "react-dom/client" is provided as "react-dom"; "@sla/ui" as itself. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A portal's needs, read from its build's federation manifest: each shared singleton and the range it accepts. `label`
 * names the build in a refusal (the folder, unless it is one the person never saw).
 */
export async function portalNeeds(distDir, label = distDir) {
  const text = await readFile(join(distDir, 'mf-manifest.json'), 'utf8').catch(() => null);
  if (!text) throw new ReleaseError(`${label} has no mf-manifest.json: it is not a portal's build (run its build first).`);
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    manifest = null;
  }
  const entries = manifest?.shared ?? [];
  if (!Array.isArray(entries) || entries.some((entry) => typeof entry?.name !== 'string'))
    throw new ReleaseError(`${label}'s mf-manifest.json is not a federation manifest.`);
  const shared = {};
  for (const entry of entries) if (entry.singleton) shared[packageOf(entry.name)] ??= String(entry.requiredVersion ?? '*');
  return { portalContract: PORTAL_CONTRACT_VERSION, shared };
}

/** `value` as a shell's offers (what the release command sent), or a ReleaseError saying it is not one. */
export function checkShellOffers(value) {
  const contracts = value?.portalContracts;
  const shared = value?.shared;
  const fits =
    Array.isArray(contracts) &&
    contracts.length > 0 &&
    contracts.every((version) => Number.isInteger(version) && version > 0) &&
    shared !== null &&
    typeof shared === 'object' &&
    !Array.isArray(shared) &&
    Object.values(shared).every((version) => typeof version === 'string' && semver.valid(version));
  if (!fits)
    throw new ReleaseError(
      'A shell release must say what it offers portals (the contract versions it speaks and its packages’ versions): send it with the release command.',
    );
  return { portalContracts: [...contracts], shared: { ...shared } };
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
