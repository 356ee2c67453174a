import { join, normalize, relative, sep } from 'node:path';

/** Files a build or release holds for this server only: the server-rendering bundle and a release's record. */
const serverOnly = (inner) => inner === 'release.json' || inner === 'ssr' || inner.startsWith(`ssr${sep}`);

/**
 * The file at `path` inside `root` that a browser may have, or null: outside `root` (however the path is spelt,
 * "%2F.." included, since the check is on the normalised path), or one of the server's own files.
 */
export function servable(root, path) {
  const target = normalize(join(root, path));
  if (!target.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return serverOnly(relative(root, target)) ? null : target;
}
