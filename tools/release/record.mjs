// What a release says about itself (release.json): who made it, when, from which commit, and what it needs from the
// shell (a portal) or offers the portals (the shell). The compatibility gate reads only these.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { SHARED } from '@sla/build-tools';
import { ReleaseError } from './errors.mjs';
import { PORTAL_CONTRACT_VERSION, SHELL_SPEAKS_PORTAL_CONTRACTS } from '@sla/build-tools/portals';

/** "react-dom/client" is provided as "react-dom"; "@sla/ui" as itself. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** The commit the working tree is at, or "0000000" outside git. */
export function currentCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '0000000';
  }
}

/** Who is releasing: RELEASE_BY (a pipeline names itself), else the git user, else the account. */
export function releaser(env, cwd) {
  if (env.RELEASE_BY) return env.RELEASE_BY;
  try {
    const name = execFileSync('git', ['config', 'user.name'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (name) return name;
  } catch {
    // No git identity: the account below.
  }
  return userInfo().username;
}

/** A portal's needs, read from its build's federation manifest: each shared singleton and the range it accepts. */
export async function portalNeeds(distDir) {
  const text = await readFile(join(distDir, 'mf-manifest.json'), 'utf8').catch(() => null);
  if (!text) throw new ReleaseError(`${distDir} has no mf-manifest.json: it is not a portal's build (run its build first).`);
  const manifest = JSON.parse(text);
  const shared = {};
  for (const entry of manifest.shared ?? []) if (entry.singleton) shared[packageOf(entry.name)] ??= entry.requiredVersion;
  return { portalContract: PORTAL_CONTRACT_VERSION, shared };
}

/** What a shell built from this checkout offers portals: the contract versions it speaks and its singletons' versions. */
export async function shellProvides(repoRoot) {
  const shared = {};
  for (const name of Object.keys(SHARED)) {
    const manifest = JSON.parse(await readFile(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));
    shared[name] = manifest.version;
  }
  return { portalContracts: [...SHELL_SPEAKS_PORTAL_CONTRACTS], shared };
}
